import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importJobs } from '~/server/core/db/import-jobs-schema';
import { importRuns } from '~/server/core/db/import-runs-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { defaultRetryPolicy } from '~/server/core/jobs/retry';
import { expectJson } from '~test/api';
import { importResult, postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';
import type { ImportRunPage, PortalLinksAnswer } from '~/shared/schemas/import-runs';
import { importQueue } from './import-queue';
import { claimPortalLinks } from './portal-links';

/** "Send portal links" for an import of supporters (docs/importing.md, "Portal links"). */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const imported = async (file: string, name: string) =>
  importResult(await postImport(s, token, { kind: 'supporters', file, name }));
const db = () => s.database.db;
/** "Send portal links" for an import, as staff. */
const sendLinks = (importId: string | null | undefined) =>
  s.request(`/api/imports/${importId}/portal-links`, { method: 'POST', token });
const linksSent = async (importId: string | null | undefined) =>
  (await expectJson<PortalLinksAnswer>(await sendLinks(importId), 200)).data;
/** The e-mails written to these addresses. */
const mailTo = (addresses: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.to, addresses));

describe('portal links', () => {
  it('writes to each imported supporter with an address once, in their language, and never twice', async () => {
    const file = [
      'ref,name,email,phone,language',
      'P-1,Claudine,claudine.p@example.org,,fr',
      'P-2,Paul,paul.p@example.org,,rw',
      'P-3,Phone Only,,0788 600 003,',
    ].join('\n');
    expect(await mailTo(['claudine.p@example.org'])).toEqual([]);
    const res = await imported(file, 'p.csv');
    expect(await linksSent(res.importId)).toEqual({ queued: 2, before: 0, notSent: 0 });
    const mail = await mailTo(['claudine.p@example.org', 'paul.p@example.org']);
    expect(mail.map((m) => m.to).sort()).toEqual(['claudine.p@example.org', 'paul.p@example.org']);
    const claudine = mail.find((m) => m.to === 'claudine.p@example.org')!;
    expect(claudine.subject).toContain('Votre page de dons');
    expect(claudine.text).toMatch(/\/my-giving\?token=[^&\s]+&lang=fr/);
    expect(mail.find((m) => m.to === 'paul.p@example.org')!.text).toContain('&lang=rw');

    // Twice: refused, nothing more sent.
    expect((await sendLinks(res.importId)).status).toBe(409);
    // A re-import of the same people, then its links: they were written to already.
    const second = await imported(file, 'p-again.csv');
    expect(await linksSent(second.importId)).toEqual({ queued: 0, before: 2, notSent: 0 });
    expect(await mailTo(['claudine.p@example.org', 'paul.p@example.org'])).toHaveLength(2);
    const list = await expectJson<ImportRunPage>(await s.request('/api/imports', { token }), 200);
    expect(list.data.find((r) => r._id === res.importId)!.portalLinksAt).not.toBeNull();
    // Sent by the import queue's job, outside the request: its answer kept on the job.
    const [job] = await db().select().from(importJobs).where(eq(importJobs.runId, res.importId!));
    expect(job).toMatchObject({ kind: 'portal-links', status: 'sent', answerStatus: 200 });
    expect(job!.answer).toEqual({ data: { queued: 2, before: 0, notSent: 0 } });
  });

  it('hands the claim back when the job gives up, so staff can ask again', async () => {
    const res = await imported('ref,name,email\nQ-1,Quiet,quiet.q@example.org\n', 'q.csv');
    const admin = (await db().select().from(importRuns).where(eq(importRuns.id, res.importId!)))[0]!.adminId!;
    const claimed = await claimPortalLinks(db(), res.importId!, admin);
    // A job the runner took and that failed for good (its process lost the database, say).
    const [job] = await db()
      .insert(importJobs)
      .values({ kind: 'portal-links', fileName: claimed.fileName, dryRun: false, timeZone: 'Africa/Kigali' })
      .returning();
    await db()
      .update(importJobs)
      .set({ runId: res.importId!, status: 'sending', attempts: 1 })
      .where(eq(importJobs.id, job!.id));
    const queue = importQueue({ db: db(), config: s.config }, { ...defaultRetryPolicy, maxAttempts: 1 });
    await queue.failed({ id: job!.id, attempts: 1 }, { permanent: true, reason: 'connection lost' });
    const [run] = await db().select().from(importRuns).where(eq(importRuns.id, res.importId!));
    expect(run!.portalLinksAt).toBeNull();
    expect(await linksSent(res.importId)).toEqual({ queued: 1, before: 0, notSent: 0 });
  });
});
