import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/server/core/db/client';
import { setMailLog } from '~/server/core/mail/signals';
import { tracedServerForFile } from '~test/traced-server';

/**
 * A failed query's error carries the values it was given (Drizzle puts them in its
 * message, the driver in `detail`): what a visitor typed must not reach the log with
 * it. The 500 answer says nothing of it either.
 */
const MARKER = 'visitor-typed-7c1e';
const logLines: string[] = [];
let database: Database;
let url: string;
tracedServerForFile(logLines, (server) => {
  ({ database, url } = server);
  // As the mail workers do when they run: e-mail code logs through the server's logger.
  setMailLog(database.db, server.app.log);
});

/** Makes every insert into `table` fail, its error's detail quoting the row's `column` (as constraint errors do). */
async function refuseInserts(name: string, table: string, column: string) {
  await database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_refuse_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused' USING DETAIL = 'row: ' || NEW.${column}; END; $$`),
  );
  await database.db.execute(
    sql.raw(
      `CREATE TRIGGER test_refuse_${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_${name}()`,
    ),
  );
}
const postJson = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('an unexpected failure (500)', () => {
  it('is logged without the values of the failed query, and answered without them', async () => {
    // contact_messages refuses writes, naming the row it was given (as constraint errors do).
    await refuseInserts('message', 'contact_messages', 'message');
    const res = await postJson('/api/contact', {
      fullname: 'Grace',
      email: 'grace@example.org',
      subject: 'Hi',
      message: MARKER,
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(MARKER);
    const logs = logLines.join('');
    expect(logs).toContain('request failed');
    expect(logs).toContain('contact_messages'); // the query itself is still there to debug with
    expect(logs).not.toContain(MARKER);
  });

  it('leaves the values out of any error logged on the side, such as a receipt that could not be queued', async () => {
    await refuseInserts('mail', 'mail_outbox', 'text');
    const res = await postJson('/api/donations', {
      amount: 1000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      firstName: MARKER,
      lastName: 'M',
      email: 'grace@example.org',
      phone: '0788123456',
      pin: '1234',
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
