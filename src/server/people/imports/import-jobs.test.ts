import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importJobs } from '~/server/core/db/import-jobs-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { expectError, expectJson } from '~test/api';
import { postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import type { ImportResult } from '~/shared/schemas/imports';

/** Imports as jobs (docs/importing.md, "How it runs"), and the files no kind takes. */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const upload = (kind: string, file: Buffer | string, name: string) => postImport(s, token, { kind, file, name });
/** An import queued as a job (202): its id. */
const queue = async (kind: string, file: Buffer | string, name: string) =>
  (
    await expectJson<{ data: { _id: string; status: string } }>(
      await postImport(s, token, { kind, file, name }, '/api/imports/jobs'),
      202,
    )
  ).data;
type Job = { status: string; answerStatus: number | null; result: ImportResult | null; message: string | null };

async function settled(id: string): Promise<Job> {
  for (let i = 0; i < 600; i++) {
    const { data } = await expectJson<{ data: Job }>(await s.request(`/api/imports/jobs/${id}`, { token }), 200);
    if (data.status === 'done' || data.status === 'failed') return data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job never finished');
}

describe('an import as a job', () => {
  it('is queued at once, runs in the background, and tells its result; the file is then dropped', async () => {
    const people = 'ref,name,email\nJ-1,Aline Uwera,aline.j@example.org\nJ-2,Jean Mugabo,jean.j@example.org\n';
    const queued = await queue('supporters', people, 'j.csv');
    expect(queued.status).toBe('queued');
    const done = await settled(queued._id);
    expect(done).toMatchObject({ status: 'done', answerStatus: 200, message: null });
    expect(done.result).toMatchObject({ kind: 'supporters', created: 2, failed: 0 });
    const [row] = await s.database.db.select().from(importJobs).where(eq(importJobs.id, queued._id));
    expect(row!.file).toBeNull();

    const bad = 'ref,supporter_ref,date,amount,method\nJD-1,J-1,2021-01-01,100,paypal\n';
    const answer = await settled((await queue('donations', bad, 'd.csv'))._id);
    expect(answer).toMatchObject({ status: 'done', answerStatus: 422 });
    expect(answer.result!.results[0]!.errors[0]!.column).toBe('method');

    const unreadable = await queue('donations', '%PDF-1.4\n\u0000', 'x.pdf');
    expect(await settled(unreadable._id)).toMatchObject({ answerStatus: 415, result: null });
    expect((await settled(unreadable._id)).message).toMatch(/x\.pdf is not a CSV or XLSX file/);
  });

  it('is told only to staff of its kind', async () => {
    const queued = await queue('supporters', 'name,email\nA B,ab@example.org\n', 'a.csv');
    const sponsorship = await tokenFor(s, await makeStaff(s.database.db, 'sponsorship'));
    await expectError(await s.request(`/api/imports/jobs/${queued._id}`, { token: sponsorship }), 403);
    await expectError(await s.request('/api/imports/jobs/00000000-0000-4000-8000-000000000000', { token }), 404);
  });
});

describe('a donations or sponsorships file the import cannot take', () => {
  it('is refused with a clear message naming the file, row and column, and nothing is written', async () => {
    for (const kind of ['donations', 'sponsorships']) {
      await expectError(await upload(kind, Buffer.from('%PDF-1.4\n\u0000\u0001'), 'g.pdf'), 415, /g\.pdf is not a CSV/);
      const latin1 = Buffer.from('ref,child_ref,date\nX-1,Ren\xe9,2020-01-01\n', 'latin1');
      await expectError(await upload(kind, latin1, 'latin.csv'), 400, /latin\.csv is not UTF-8/);
      await expectError(await upload(kind, 'ref,note\nX-1,hello\n', 'cols.csv'), 400, /cols\.csv: The required column/);
    }
    const formula =
      'ref,supporter_ref,date,amount,method,note\nF-1,J-1,2021-01-01,100,cash,"=HYPERLINK(""http://x"")"\n';
    const refused = await expectJson<{ data: ImportResult }>(await upload('donations', formula, 'f.csv'), 422);
    expect(refused.data.results[0]).toMatchObject({
      row: 2,
      errors: [{ column: 'note', message: 'holds a formula: type the value itself' }],
    });
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    await expectError(await upload('donations', huge, 'huge.csv'), 413, /huge\.csv is larger than 20 MB/);
    expect(await s.database.db.select().from(offlineDonations).where(eq(offlineDonations.ref, 'F-1'))).toEqual([]);
    expect(await s.database.db.select().from(sponsorships).where(eq(sponsorships.ref, 'X-1'))).toEqual([]);
  });
});
