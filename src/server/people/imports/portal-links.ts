import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { importRuns } from '~/server/core/db/import-runs-schema';
import { conflict } from '~/server/core/http/errors';
import { queueMailEvent } from '~/server/core/mail/notify';
import { isLanguage } from '~/shared/i18n';
import { peopleWithEmail } from './import-runs';

/**
 * "Send portal links" for an import (docs/importing.md, "Portal links"): imported people are
 * written to only when staff ask, and then each supporter with an address gets one message
 * with the link to their giving page, in their language.
 *
 * - The request claims the import (one UPDATE: a second click, or a second tab, gets 409) and
 *   hands the sending to the import queue as a job of kind 'portal-links' (import-queue.ts):
 *   the job runner writes the messages outside the request, and a run cut short by a stopped
 *   process is run again. Each message's key is the address, so running again, or someone two
 *   imports found, writes to each address once.
 * - The messages go through the outbox like every other (suppressed addresses recorded, not
 *   sent; sent at the outbox's pace), queued one by one outside any transaction.
 * - A job that gives up hands the claim back: staff can ask again.
 */
export const PORTAL_LINKS_JOB = 'portal-links';

/** Claims the import's portal links for `adminId` (its job is queued next: import-queue.ts); 409 when sent or not finished. */
export async function claimPortalLinks(db: Db, runId: string, adminId: string): Promise<{ fileName: string }> {
  const [claimed] = await db
    .update(importRuns)
    .set({ portalLinksAt: new Date(), portalLinksBy: adminId })
    .where(
      and(
        eq(importRuns.id, runId),
        eq(importRuns.checkOnly, false),
        isNull(importRuns.portalLinksAt),
        isNotNull(importRuns.finishedAt),
      ),
    )
    .returning({ fileName: importRuns.fileName });
  if (!claimed) {
    const [run] = await db
      .select({ portalLinksAt: importRuns.portalLinksAt })
      .from(importRuns)
      .where(eq(importRuns.id, runId));
    throw conflict(
      run?.portalLinksAt
        ? `portal links were sent for this import on ${run.portalLinksAt.toISOString().slice(0, 10)}: they are not sent twice`
        : 'this import has not finished: its portal links can be sent once it has',
    );
  }
  return claimed;
}

/** The job's work: one message per supporter of the import with an address, then the activity log. */
export async function sendPortalLinks(deps: Pick<ApiDeps, 'db' | 'config'>, runId: string, adminId: string | null) {
  const { db } = deps;
  const counts = { queued: 0, before: 0, notSent: 0 };
  for (const person of await peopleWithEmail(db, runId)) {
    const lang = isLanguage(person.lang) ? person.lang : undefined;
    const outcome = await queueMailEvent(deps, { type: 'portal-link', supporterId: person.id, lang });
    if (outcome === 'queued') counts.queued++;
    else if (outcome === 'duplicate') counts.before++;
    else counts.notSent++;
  }
  await recordActivity(db, adminId, 'send', 'import', runId, { name: 'portal links', after: counts });
  return counts;
}

/** A portal links job that gave up: the import's claim handed back, so staff can ask again. */
export const releasePortalLinks = (db: Db, runId: string) =>
  db.update(importRuns).set({ portalLinksAt: null, portalLinksBy: null }).where(eq(importRuns.id, runId));
