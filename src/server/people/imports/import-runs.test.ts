import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { expectJson } from '~test/api';
import { type ImportFields, csvFile, importResult, postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import type { DuplicateList, ImportRunPage, ImportRunWithResults } from '~/shared/schemas/import-runs';

/** Past imports, their results and the duplicates report (docs/importing.md; portal links: portal-links.test.ts). */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const imported = async (file: string, name: string, f: Omit<ImportFields, 'kind'> = {}) =>
  importResult(await postImport(s, token, { kind: 'supporters', file, name, ...f }));
const db = () => s.database.db;

const people = csvFile`
  ref,name,email,phone,language
  R-1,Aline Mukamana,aline.r@example.org,0788 300 001,rw
  R-2,Jean Habimana,,788300002,
  R-3,Éric Niyonzima,eric.r@example.org,,fr
  R-4,Bad Row,not-an-address,,
`;

describe('past imports', () => {
  it('lists each real import with who, the file and its counts, and gives its results again as CSV', async () => {
    const res = await imported(people, 'people (1).csv', { skipErrors: true });
    expect(res).toMatchObject({ created: 3, failed: 1 });
    expect(res.importId).toMatch(/^[0-9a-f-]{36}$/);
    await imported(people, 'dry.csv', { dryRun: true }); // a dry run is not a past import

    const list = await expectJson<ImportRunPage>(await s.request('/api/imports', { token }), 200);
    expect(list.data.map((r) => r.fileName)).toEqual(['people (1).csv']);
    expect(list.data[0]).toMatchObject({
      _id: res.importId,
      kind: 'supporters',
      by: 'Test Admin',
      skipErrors: true,
      rows: 4,
      created: 3,
      failed: 1,
      people: 2,
      portalLinksAt: null,
    });
    const one = await expectJson<{ data: ImportRunWithResults }>(
      await s.request(`/api/imports/${res.importId}`, { token }),
      200,
    );
    expect(one.data.results.map((r) => [r.row, r.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
      [5, 'error'],
    ]);
    const csv = await s.request(`/api/imports/${res.importId}/results`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('people-1-results.csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('row,status,ref,column,reason');
    expect(lines[1]).toBe('2,created,R-1,,');
    expect(lines[4]).toMatch(/^5,error,R-4,email,/);

    const [logged] = await db().select().from(activityLog).where(eq(activityLog.entityId, res.importId!));
    expect(logged).toMatchObject({ action: 'import', entity: 'import', entityName: 'people (1).csv' });
  });

  it("shows a person only the imports of the kinds they may import, and refuses another's", async () => {
    const res = await imported('ref,name,email\nR-50,Someone,someone50@example.org\n', 'fifty.csv');
    const sponsorship = await tokenFor(s, await makeStaff(db(), 'sponsorship'));
    const theirs = await expectJson<ImportRunPage>(await s.request('/api/imports', { token: sponsorship }), 200);
    expect(theirs.data.map((r) => r.fileName)).not.toContain('fifty.csv');
    expect((await s.request(`/api/imports/${res.importId}`, { token: sponsorship })).status).toBe(403);
    expect((await s.request(`/api/imports/${res.importId}/results`, { token: sponsorship })).status).toBe(403);
    expect(
      (await s.request(`/api/imports/${res.importId}/portal-links`, { method: 'POST', token: sponsorship })).status,
    ).toBe(403);
    expect((await s.request('/api/supporters/duplicates', { token: sponsorship })).status).toBe(403);
    expect((await s.request('/api/imports')).status).toBe(401);
  });
});

describe('duplicates', () => {
  it('finds the same phone, the same Gmail address but for dots and case, and similar names; a merge keeps the old ref', async () => {
    const [a, b, c, d, e, f] = await db()
      .insert(supporters)
      .values([
        { name: 'Grace Ingabire', phone: '0788 400 001', ref: 'D-1' },
        { name: 'G. Ingabire', phone: '+250788400001', ref: 'D-2' },
        { name: 'Marie Uwase', email: 'marie.uwase@gmail.com' },
        { name: 'Marie', email: 'MarieUwase+news@Gmail.com' },
        { name: 'Jean-Baptiste Nshimiyimana', email: 'jb1@example.org' },
        { name: 'Nshimiyimana Jean Baptiste', email: 'jb2@example.org' },
      ])
      .returning();
    await db().insert(supporters).values({ name: 'Grace Mutesi', email: 'grace.m@example.org' });
    const report = await expectJson<DuplicateList>(await s.request('/api/supporters/duplicates', { token }), 200);
    const pairOf = (x: string, y: string) =>
      report.data.find((p) => (p.a._id === x && p.b._id === y) || (p.a._id === y && p.b._id === x));
    expect(pairOf(a!.id, b!.id)?.reasons).toEqual(['phone']);
    expect(pairOf(c!.id, d!.id)?.reasons).toEqual(['email']);
    expect(pairOf(e!.id, f!.id)?.reasons).toEqual(['name']);
    expect(report.data.some((p) => p.a.name === 'Grace Mutesi' || p.b.name === 'Grace Mutesi')).toBe(false);

    // The merge: the kept record's ref stays, the other's still finds it.
    const merged = await s.request(`/api/supporters/${a!.id}/merge`, {
      method: 'POST',
      json: { otherId: b!.id },
      token,
    });
    expect(merged.status).toBe(200);
    // The old file's row finds the kept record by the merged-away ref: its own ref stays.
    const old = 'ref,name,phone\nD-2,Grace Ingabire,0788 400 001\n';
    expect((await imported(old, 'old.csv')).results.map((r) => [r.status, r.errors])).toEqual([['updated', []]]);
    expect((await imported(old, 'old.csv')).results.map((r) => r.status)).toEqual(['unchanged']);
    const [kept] = await db().select().from(supporters).where(eq(supporters.id, a!.id));
    expect(kept).toMatchObject({ ref: 'D-1', phone: '+250788400001' });
    expect(await db().select().from(supporters).where(eq(supporters.ref, 'D-2'))).toEqual([]);
    const after = await expectJson<DuplicateList>(await s.request('/api/supporters/duplicates', { token }), 200);
    expect(after.data.some((p) => [p.a._id, p.b._id].includes(b!.id))).toBe(false);
  });

  it('gives the merged-away ref to a kept record that had none, and keeps the pairs of one import on request', async () => {
    const [x, y] = await db()
      .insert(supporters)
      .values([
        { name: 'Olivier Mugisha', phone: '0788 500 001' },
        { name: 'Olivier Mugisha', phone: '', ref: 'M-9' },
      ])
      .returning();
    const res = await imported('ref,name,email\nM-10,Olivier Mugisa,olivier.m@example.org\n', 'm.csv');
    const mine = await expectJson<DuplicateList>(
      await s.request(`/api/supporters/duplicates?import=${res.importId}`, { token }),
      200,
    );
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((p) => p.a.ref === 'M-10' || p.b.ref === 'M-10')).toBe(true);
    await s.request(`/api/supporters/${x!.id}/merge`, { method: 'POST', json: { otherId: y!.id }, token });
    const [kept] = await db().select().from(supporters).where(eq(supporters.id, x!.id));
    expect(kept!.ref).toBe('M-9');
  });
});

describe('the Import screen without JavaScript', () => {
  const post = (file: string, fields: Record<string, string>) => {
    const form = new FormData();
    form.append('kind', 'supporters');
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(Buffer.from(file))]), 'page.csv');
    return s.request('/api/imports', {
      method: 'POST',
      body: form,
      token,
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
  };
  const where = (res: Response) => new URL(res.headers.get('location') ?? '', 'http://x');

  it('goes back to the screen with the check, the refusal, the import or the error in the address', async () => {
    const bad = 'ref,name,email\nW-1,Wellspring,well@example.org\nW-2,Broken,not-an-address\n';
    const checked = await post(bad, { dryRun: 'true', returnTo: '/dashboard/imports' });
    expect(checked.status).toBe(303);
    const check = where(checked).searchParams.get('check')!;
    expect(where(checked).pathname).toBe('/dashboard/imports');
    const kept = await expectJson<{ data: ImportRunWithResults }>(
      await s.request(`/api/imports/${check}`, { token }),
      200,
    );
    expect(kept.data).toMatchObject({ check: true, fileName: 'page.csv', created: 1, failed: 1 });
    const list = await expectJson<ImportRunPage>(await s.request('/api/imports', { token }), 200);
    expect(list.data.some((r) => r._id === check)).toBe(false);

    const refused = where(await post(bad, { dryRun: 'false' }));
    expect(refused.searchParams.get('refused')).toBe('1');
    expect(await db().select().from(supporters).where(eq(supporters.ref, 'W-1'))).toEqual([]);

    const done = where(await post(bad, { dryRun: 'false', skipErrors: 'true', returnTo: '//evil.example' }));
    expect(done.pathname).toBe('/dashboard/imports');
    const run = await expectJson<{ data: ImportRunWithResults }>(
      await s.request(`/api/imports/${done.searchParams.get('run')}`, { token }),
      200,
    );
    expect(run.data).toMatchObject({ check: false, created: 1, failed: 1 });

    const unreadable = where(await post('\u0000PK\u0003\u0004 nothing', { dryRun: 'true' }));
    expect(unreadable.searchParams.get('error')).toMatch(/page\.csv/);
    expect(unreadable.searchParams.get('kind')).toBe('supporters');
  });

  it('sends a file over 20 MB back to the screen with the error; a JSON caller still gets 413', async () => {
    const big = () => {
      const form = new FormData();
      form.append('returnTo', '/dashboard/imports');
      form.append('kind', 'subscribers');
      form.append('dryRun', 'true');
      form.append('file', new Blob([new Uint8Array(21 * 1024 * 1024)]), 'huge.csv');
      return form;
    };
    const page = await s.request('/api/imports', {
      method: 'POST',
      body: big(),
      token,
      headers: { accept: 'text/html,application/xhtml+xml' },
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(where(page).pathname).toBe('/dashboard/imports');
    expect(Object.fromEntries(where(page).searchParams)).toEqual({ error: 'too-large', kind: 'subscribers' });

    const api = await s.request('/api/imports', { method: 'POST', body: big(), token });
    expect(api.status).toBe(413);
    expect(((await api.json()) as { message: string }).message).toMatch(/huge\.csv is larger than 20 MB/);
  });
});
