import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/config';
import { type Database, openDatabase } from '~/server/db/client';
import { setMailLog } from '~/server/mail/signals';

/**
 * A failed query's error carries the values it was given (Drizzle puts them in its
 * message, the driver in `detail`): what a visitor typed must not reach the log with
 * it. The 500 answer says nothing of it either.
 */
const MARKER = 'visitor-typed-7c1e';
const logLines: string[] = [];
let app: FastifyInstance;
let database: Database;
let url: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // eslint-disable-next-line no-restricted-syntax -- like tests/helpers/server.ts, the test picks its database
  const base = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (base) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  database = await openDatabase({ databaseUrl });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildServer({
    config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '0' }),
    db: database.db,
    web: false,
    workers: false,
    logger: { level: 'trace', stream },
  });
  // As the mail workers do when they run: e-mail code logs through the server's logger.
  setMailLog(database.db, app.log);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await dropDatabase?.();
});

describe('an unexpected failure (500)', () => {
  it('is logged without the values of the failed query, and answered without them', async () => {
    // contact_messages refuses writes, naming the row it was given (as constraint errors do).
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_message() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused' USING DETAIL = 'row: ' || NEW.message; END; $$`),
    );
    await database.db.execute(
      sql.raw(
        'CREATE TRIGGER test_refuse_message BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION test_refuse_message()',
      ),
    );
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullname: 'Grace', email: 'grace@example.org', subject: 'Hi', message: MARKER }),
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(MARKER);
    const logs = logLines.join('');
    expect(logs).toContain('request failed');
    expect(logs).toContain('contact_messages'); // the query itself is still there to debug with
    expect(logs).not.toContain(MARKER);
  });

  it('leaves the values out of any error logged on the side, such as a receipt that could not be queued', async () => {
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused' USING DETAIL = 'row: ' || NEW.text; END; $$`),
    );
    await database.db.execute(
      sql.raw(
        'CREATE TRIGGER test_refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_refuse_mail()',
      ),
    );
    const res = await fetch(`${url}/api/donations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 1000,
        donationType: 'one-time',
        paymentMethod: 'momo',
        firstName: MARKER,
        lastName: 'M',
        email: 'grace@example.org',
        phone: '0788123456',
        pin: '1234',
      }),
    });
    expect(res.status).toBe(201);
    const logs = logLines.join('');
    expect(logs).toContain('could not queue e-mail');
    expect(logs).not.toContain(MARKER);
  });
});

describe('request log lines', () => {
  it('never carry a signed token from the URL', async () => {
    const secret = 'signed-token-5d1f9a';
    await fetch(`${url}/api/unsubscribe/status?token=${secret}&x=1`);
    const joined = logLines.join('');
    expect(joined).toContain('token=[redacted]');
    expect(joined).not.toContain(secret);
  });
});
