import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { subscriptions } from '~/server/core/db/schema';
import { smsConsents } from '~/server/core/db/sms-schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { expectError } from '~test/api';
import { type ImportFields, csvFile, importResult, postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import { xlsxFile } from '~test/xlsx';
import { runImport } from './run-import';

/** POST /api/imports (docs/importing.md): dry run, import, re-import, refusals. */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const upload = (file: Buffer | string, name: string, f: ImportFields, as = token) =>
  postImport(s, as, { file, name, ...f });
const db = () => s.database.db;
const byRef = async (ref: string) => (await db().select().from(supporters).where(eq(supporters.ref, ref)))[0];

const people = csvFile`
  ref,name,email,phone,language,newsletter,sms,consent_date
  SUP-1,Aline Mukamana-d'Souza,Aline@Example.org,0788 100 001,rw,yes,yes,14/02/2023
  SUP-2,Jean Habimana,,788100002,,,,
  SUP-3,Éric Niyonzima,eric@example.org,,fr,,,
`;

describe('importing supporters', () => {
  it('shows a dry run, imports the file, and a second import changes nothing', async () => {
    const dry = await importResult(await upload(people, 'people.csv', { kind: 'supporters', dryRun: true }));
    expect(dry).toMatchObject({ kind: 'supporters', dryRun: true, rows: 3, created: 3, updated: 0, failed: 0 });
    expect(dry.results.map((r) => [r.row, r.status, r.ref])).toEqual([
      [2, 'created', 'SUP-1'],
      [3, 'created', 'SUP-2'],
      [4, 'created', 'SUP-3'],
    ]);
    expect(await byRef('SUP-1')).toBeUndefined();

    const real = await importResult(await upload(people, 'people.csv', { kind: 'supporters' }));
    expect(real).toMatchObject({ dryRun: false, rows: 3, created: 3, unchanged: 0, failed: 0 });
    const aline = (await byRef('SUP-1'))!;
    expect(aline).toMatchObject({ name: "Aline Mukamana-d'Souza", email: 'aline@example.org', phone: '+250788100001' });
    expect(aline.lang).toBe('rw');
    expect(await byRef('SUP-2')).toMatchObject({ email: null, phone: '+250788100002', lang: 'en' });
    expect(await byRef('SUP-3')).toMatchObject({ name: 'Éric Niyonzima', lang: 'fr' });
    // The consents, dated as the file says; the newsletter list; no e-mail to anyone.
    const consents = await db().select().from(supporterConsents).where(eq(supporterConsents.supporterId, aline.id));
    expect(consents.map((c) => [c.purpose, c.givenSource, c.givenAt?.toISOString().slice(0, 10)]).sort()).toEqual([
      ['newsletter', 'import', '2023-02-14'],
      ['sms', 'import', '2023-02-14'],
    ]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.email, 'aline@example.org'))).toHaveLength(1);
    expect(await db().select().from(smsConsents).where(eq(smsConsents.phone, '+250788100001'))).toHaveLength(1);
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['aline@example.org', 'eric@example.org']));
    expect(mail).toEqual([]);
    const [logged] = await db().select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(logged).toMatchObject({ action: 'import', entity: 'import', entityName: 'people.csv' });
    expect(logged!.after).toMatchObject({ kind: 'supporters', rows: 3, created: 3, failed: 0 });

    const again = await importResult(await upload(people, 'people.csv', { kind: 'supporters' }));
    expect(again).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, failed: 0 });
  });

  it('matches a known supporter by e-mail or by phone however it was written, and keeps what a cell leaves empty', async () => {
    const [known] = await db()
      .insert(supporters)
      .values({ name: 'Claudine U.', phone: '0788 200 001', lang: 'rw' })
      .returning();
    const [mailed] = await db().insert(supporters).values({ name: 'Paul', email: 'paul@example.org' }).returning();
    const file = csvFile`
      Ref;Full name;Telephone;E-mail
      SUP-10;Claudine Uwase;+250788200001;
      SUP-11;Paul Kagame-Ntwari;;PAUL@example.org
    `;
    const res = await importResult(await upload(file, 'known.csv', { kind: 'supporters' }));
    expect(res.results.map((r) => r.status)).toEqual(['updated', 'updated']);
    const claudine = (await db().select().from(supporters).where(eq(supporters.id, known!.id)))[0]!;
    expect(claudine).toMatchObject({ ref: 'SUP-10', name: 'Claudine Uwase', phone: '+250788200001', lang: 'rw' });
    expect((await byRef('SUP-11'))!.id).toBe(mailed!.id);
    const again = await importResult(await upload(file, 'known.csv', { kind: 'supporters' }));
    expect(again.unchanged).toBe(2);
    // By its ref now, whatever else the row says.
    const renamed = 'ref,name,phone\nSUP-10,Claudine Uwase Mukamana,0788 200 009\n';
    expect((await importResult(await upload(renamed, 'k.csv', { kind: 'supporters' }))).results[0]!.status).toBe(
      'updated',
    );
    expect((await byRef('SUP-10'))!).toMatchObject({ id: known!.id, phone: '+250788200009' });
  });

  it('writes nothing when a row has an error, unless told to skip the bad rows', async () => {
    const file = csvFile`
      ref,name,email,phone
      SUP-20,Grace Ingabire,grace@example.org,
      SUP-21,,bad-address,
      SUP-22,Olivier,=HYPERLINK("http://x.example"),
      SUP-23,Grace again,grace@example.org,
    `;
    const refused = await importResult(await upload(file, 'messy.csv', { kind: 'supporters' }), 422);
    expect(refused).toMatchObject({ dryRun: false, rows: 4, created: 1, failed: 3 });
    expect(refused.results[1]).toEqual({
      row: 3,
      status: 'error',
      ref: 'SUP-21',
      errors: [
        { column: 'name', message: 'is required' },
        { column: 'email', message: 'is not an e-mail address' },
      ],
    });
    expect(refused.results[2]!.errors).toEqual([
      { column: 'email', message: 'holds a formula: type the value itself' },
    ]);
    expect(refused.results[3]!.errors).toEqual([{ column: 'email', message: 'is the same person as row 2' }]);
    expect(await byRef('SUP-20')).toBeUndefined();

    const skipped = await importResult(await upload(file, 'messy.csv', { kind: 'supporters', skipErrors: true }));
    expect(skipped).toMatchObject({ created: 1, failed: 3 });
    expect(await byRef('SUP-20')).toMatchObject({ email: 'grace@example.org' });
    expect(await byRef('SUP-21')).toBeUndefined();
  });

  it('refuses a row that would land on a supporter another row or record already is', async () => {
    await db().insert(supporters).values({ name: 'Two', email: 'two@example.org', ref: 'SUP-30' });
    await db().insert(supporters).values({ name: 'Same phone A', phone: '0788300001' });
    await db().insert(supporters).values({ name: 'Same phone B', phone: '+250 788 300 001' });
    const file = ['ref,name,email,phone', 'SUP-31,Two,two@example.org,', 'SUP-32,Who,,0788300001'].join('\n');
    const res = await importResult(await upload(file, 'clash.csv', { kind: 'supporters', dryRun: true }));
    expect(res.results.map((r) => r.errors)).toEqual([
      [{ column: 'ref', message: "does not match this supporter's ref (SUP-30)" }],
      [{ column: 'phone', message: 'is the phone of 2 supporters: give a ref or e-mail' }],
    ]);
  });

  it('writes a long file batch by batch, each batch in its own transaction', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `SUP-6${i},Batch ${i},batch${i}@example.org`);
    const buffer = Buffer.from(['ref,name,email', ...rows].join('\n'));
    const req = { kind: 'supporters' as const, source: { buffer, name: 'b.csv' }, adminId: null, batchSize: 3 };
    expect(await runImport(db(), { ...req, dryRun: false })).toMatchObject({ rows: 7, created: 7 });
    expect(await runImport(db(), { ...req, dryRun: false })).toMatchObject({ rows: 7, unchanged: 7 });
    expect(await byRef('SUP-66')).toMatchObject({ name: 'Batch 6' });
  });

  it('reads an XLSX file as it reads a CSV', async () => {
    const file = await xlsxFile([
      ['ref', 'name', 'phone', 'sms'],
      ['SUP-40', 'Diane Uwera', 788400001, 'yes'],
    ]);
    const res = await importResult(await upload(file, 'people.xlsx', { kind: 'supporters' }));
    expect(res).toMatchObject({ created: 1, failed: 0 });
    expect(await byRef('SUP-40')).toMatchObject({ name: 'Diane Uwera', phone: '+250788400001' });
  });
});

describe('importing newsletter subscribers', () => {
  it('subscribes each address once, without a confirmation e-mail, and never an address that unsubscribed', async () => {
    const [gone] = await db().insert(supporters).values({ name: 'Gone', email: 'gone@example.org' }).returning();
    await db()
      .insert(supporterConsents)
      .values({
        supporterId: gone!.id,
        purpose: 'newsletter',
        givenAt: new Date('2022-01-01'),
        withdrawnAt: new Date('2023-01-01'),
      });
    const file = 'email,name,language,subscribed_on\nreader@example.org,Reader,fr,2022-09-01\ngone@example.org,,,\n';
    const refused = await importResult(await upload(file, 'readers.csv', { kind: 'subscribers' }), 422);
    expect(refused.results[1]!.errors).toEqual([
      { column: 'email', message: 'unsubscribed from the newsletter: not subscribed again' },
    ]);
    const res = await importResult(await upload(file, 'readers.csv', { kind: 'subscribers', skipErrors: true }));
    expect(res).toMatchObject({ created: 1, failed: 1 });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.org'));
    expect(sub!.createdAt.toISOString().slice(0, 10)).toBe('2022-09-01');
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'reader@example.org'))).toEqual([]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.email, 'gone@example.org'))).toEqual([]);
    const again = await importResult(await upload(file, 'readers.csv', { kind: 'subscribers', skipErrors: true }));
    expect(again).toMatchObject({ created: 0, unchanged: 1, failed: 1 });
  });
});

describe('a file the import cannot take', () => {
  it('is refused with a clear message naming the file, and nothing is written', async () => {
    const before = (await db().select().from(supporters)).length;
    await expectError(
      await upload(Buffer.from('%PDF-1.4\n\u0000\u0001'), 'list.pdf', { kind: 'supporters' }),
      415,
      /list\.pdf is not a CSV or XLSX file/,
    );
    const latin1 = Buffer.from('ref,name,email\nSUP-50,Ren\xe9,rene@example.org\n', 'latin1');
    await expectError(await upload(latin1, 'latin.csv', { kind: 'supporters' }), 400, /latin\.csv is not UTF-8/);
    await expectError(
      await upload('ref,email\nSUP-51,a@example.org\n', 'noname.csv', { kind: 'supporters' }),
      400,
      'noname.csv: The required column "name" is missing',
    );
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    await expectError(await upload(huge, 'huge.csv', { kind: 'supporters' }), 413, /huge\.csv is larger than 20 MB/);
    await expectError(await upload('x', 'x.csv', { kind: 'volunteers' }), 400, /kind/);
    expect((await db().select().from(supporters)).length).toBe(before);
  });
});

describe('who may import, and the templates', () => {
  it('lets finance import supporters and subscribers, sponsorship staff children, and nobody else', async () => {
    const finance = await tokenFor(s, await makeStaff(db(), 'finance'));
    const sponsorship = await tokenFor(s, await makeStaff(db(), 'sponsorship'));
    const content = await tokenFor(s, await makeStaff(db(), 'content'));
    const file = 'email\nrole-test@example.org\n';
    await importResult(await upload(file, 'r.csv', { kind: 'subscribers', dryRun: true }, finance));
    await expectError(await upload(file, 'r.csv', { kind: 'subscribers', dryRun: true }, sponsorship), 403);
    await expectError(await upload(file, 'r.csv', { kind: 'subscribers', dryRun: true }, content), 403);
    expect((await s.request('/api/imports/templates/children', { token: sponsorship })).status).toBe(200);
    await expectError(await s.request('/api/imports/templates/supporters', { token: sponsorship }), 403);
  });

  it('hands out each template as CSV, which imports as it is', async () => {
    const res = await s.request('/api/imports/templates/supporters', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('supporters-template.csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('ref,name,email,phone,language,newsletter,sms,consent_date');
    const dry = await importResult(await upload(csv, 'supporters-template.csv', { kind: 'supporters', dryRun: true }));
    // Its example row is a new supporter, or (here) one an earlier test imported under another ref.
    expect(dry.rows).toBe(1);
    expect(dry.results[0]!.errors).toEqual([{ column: 'ref', message: "does not match this supporter's ref (SUP-1)" }]);
    await expectError(await s.request('/api/imports/templates/volunteers', { token }), 404);
  });
});
