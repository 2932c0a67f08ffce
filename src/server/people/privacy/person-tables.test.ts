import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '~/server/core/db/rows';
import { startTestServer, type TestServer } from '~test/server';
import { leaveEverything, personNamed, whereFound } from '~test/supporter-data';
import { exportCsv, exportPerson } from './export';
import { personByEmail } from './person';
import { NO_PERSON, PERSON_TABLES } from './person-tables';

/**
 * The right of access: a person's export holds every table that holds them. The list of
 * tables is the database's own, so a new table that keeps a person and is not handled by
 * PERSON_TABLES (export and erasure) fails here.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true, workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
});
afterAll(() => s.close());

const zawadi = personNamed('Zawadi', 'Ingabirekazi', '788555321');

describe('the tables that hold a person', () => {
  it('every table of the database is either handled (export, erasure) or known to hold no one', async () => {
    const rows = await rowsOf<{ table_name: string }>(
      s.database.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '__drizzle%'`,
    );
    const tables = rows.map((r) => r.table_name).sort();
    const handled = PERSON_TABLES.map((t) => t.table);
    const undecided = tables.filter((t) => !handled.includes(t) && !Object.hasOwn(NO_PERSON, t));
    expect(undecided, 'tables neither in PERSON_TABLES nor in NO_PERSON').toEqual([]);
    const both = handled.filter((t) => Object.hasOwn(NO_PERSON, t));
    expect(both).toEqual([]);
    const gone = [...handled, ...Object.keys(NO_PERSON)].filter((t) => !tables.includes(t));
    expect(gone, 'listed tables the database does not have').toEqual([]);
  });

  it("every table where the person's address, number or name is found is in their export", async () => {
    await leaveEverything(s, zawadi);
    const needles = [zawadi.email, zawadi.digits, zawadi.last, Buffer.from(zawadi.email).toString('base64url')];
    const found = new Set((await whereFound(s, needles)).map((c) => c.split('.')[0]!));
    // What the journey above reaches: the test proves something only while it does.
    for (const t of ['donations', 'payments', 'sponsorship_payments', 'gift_orders', 'contact_messages'])
      expect(found.has(t), t).toBe(true);
    for (const t of ['applications', 'subscriptions', 'recurring_plans', 'sms_consents', 'mail_outbox'])
      expect(found.has(t), t).toBe(true);

    const data = await exportPerson(s.database.db, await personByEmail(s.database.db, zawadi.email.toUpperCase()));
    const missing = [...found].filter((t) => !data.records[t]?.length);
    expect(missing, 'tables holding the person but absent from the export').toEqual([]);
    expect(data.records.donations![0]).toMatchObject({ first_name: 'Zawadi' });
    expect(Number(data.records.donations![0]!.amount_rwf)).toBe(8000);
    // Secrets are never handed out, even to the person.
    expect(JSON.stringify(data)).not.toMatch(/card_token|idempotency_key/);
    expect(JSON.stringify(data)).not.toContain('4242424242424242');

    const csv = exportCsv(data);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFtable,record,field,value');
    expect(csv).toContain(`donations,1,email,${zawadi.email}`);
    expect(csv).toContain('applications,1,last_name,Ingabirekazi');
  });

  it("someone else's export holds none of the person's rows", async () => {
    const other = await exportPerson(s.database.db, await personByEmail(s.database.db, 'nobody@example.org'));
    expect(other.records).toEqual({});
  });
});
