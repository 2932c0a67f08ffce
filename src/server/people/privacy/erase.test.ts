import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '~/server/core/db/rows';
import { startTestServer, type TestServer } from '~test/server';
import { leaveEverything, personNamed, whereFound, type TestPerson } from '~test/supporter-data';
import { erasePerson } from './erase';
import { KEPT_MESSAGE_DIRS } from './outbox-files';
import { personByEmail } from './person';
import { loggerInto } from '~test/log-capture';

/**
 * Erasure everywhere (docs/data-protection.md): after it, the person's address, number and name
 * are in no column of any table (the list is the database's own), in no kept e-mail or
 * text on disk and in no log line, while each payment keeps its amount, date, method and
 * reference. Another supporter is untouched. As the card-data test does for card numbers.
 */
const logLines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    seed: true,
    logger: loggerInto(logLines),
    env: { MAIL_PER_RECIPIENT_PER_DAY: '100' },
  });
});
afterAll(() => s.close());

const zawadi = personNamed('Zawadi', 'Ingabirekazi', '788555321');
const keza = personNamed('Keza', 'Uwamahoro', '788999654');
const needles = (p: TestPerson) => [p.email, p.digits, p.last, Buffer.from(p.email).toString('base64url')];

type Row = Record<string, unknown>;
const q = (query: ReturnType<typeof sql>) => rowsOf<Row>(s.database.db, query);

/** Waits (by count of looks) until the mail and SMS workers have written every message to disk. */
async function drained() {
  for (let i = 0; i < 400; i++) {
    const [left] = await q(
      sql`SELECT (SELECT count(*) FROM mail_outbox WHERE status IN ('queued','sending')) + (SELECT count(*) FROM sms_messages WHERE status IN ('queued','sending')) AS n`,
    );
    if (Number(left?.n) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the workers never emptied the queues');
}

/** Every kept message on disk, as its reader would read it (headers and decoded bodies). */
async function keptMessages(): Promise<string[]> {
  const texts: string[] = [];
  for (const dir of KEPT_MESSAGE_DIRS) {
    const folder = path.join(s.config.DATA_DIR, dir);
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const raw = await readFile(path.join(folder, name));
      if (!name.endsWith('.eml')) {
        texts.push(raw.toString('utf8'));
        continue;
      }
      const mail = await simpleParser(raw);
      texts.push([raw.toString('utf8'), mail.subject, mail.text, mail.html || ''].join('\n'));
    }
  }
  return texts;
}
const mentioning = (texts: string[], p: TestPerson) =>
  texts.filter((t) => needles(p).some((n) => t.replace(/[\s-]/g, '').toLowerCase().includes(n.toLowerCase())));

describe('erasing a supporter', () => {
  let paymentsBefore: Row[] = [];

  it('finds them everywhere first (so the search below can fail)', async () => {
    await leaveEverything(s, zawadi);
    await leaveEverything(s, keza);
    await drained();
    const found = await whereFound(s, needles(zawadi));
    for (const c of ['donations.email', 'payments.payer_email', 'mail_outbox.to', 'sms_consents.phone'])
      expect(found).toContain(c);
    expect(mentioning(await keptMessages(), zawadi).length).toBeGreaterThan(3);
    paymentsBefore = await q(
      sql`SELECT id, amount_minor, currency, method, provider, provider_ref, status, created_at FROM payments WHERE payer_email = ${zawadi.email} ORDER BY id`,
    );
    expect(paymentsBefore.length).toBe(3);
  });

  it('leaves no trace of them in any table, kept message or log line; the accounts keep every payment', async () => {
    const person = await personByEmail(s.database.db, zawadi.email);
    const result = await erasePerson(s.database.db, person, { staffId: null, dataDir: s.config.DATA_DIR });
    expect(result.tables.donations).toBe(1);
    expect(result.files).toBeGreaterThan(3);

    expect(await whereFound(s, needles(zawadi))).toEqual([]);
    expect(mentioning(await keptMessages(), zawadi)).toEqual([]);
    const ids = paymentsBefore.map((p) => p.id as string);
    const after = await q(
      sql`SELECT id, amount_minor, currency, method, provider, provider_ref, status, created_at FROM payments WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    expect(after).toEqual(paymentsBefore);
    const [donation] = await q(
      sql`SELECT amount_rwf, payment_method, created_at FROM donations WHERE payment_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(donation).toMatchObject({ payment_method: 'momo' });
    expect(Number(donation!.amount_rwf)).toBe(8000);

    const [logged] = await q(sql`SELECT user_id, entity, after FROM activity_log WHERE action = 'erase'`);
    expect(logged).toMatchObject({ user_id: null, entity: 'supporter' });
    expect(JSON.stringify(logged)).not.toMatch(/zawadi|ingabirekazi|788555321/i);

    const lines = logLines.filter((l) => needles(zawadi).some((n) => l.toLowerCase().includes(n.toLowerCase())));
    expect(lines).toEqual([]);
  });

  it('leaves the other supporter whole', async () => {
    const found = await whereFound(s, needles(keza));
    for (const c of ['donations.email', 'applications.email', 'contact_messages.email', 'subscriptions.email'])
      expect(found).toContain(c);
    expect(mentioning(await keptMessages(), keza).length).toBeGreaterThan(3);
  });
});
