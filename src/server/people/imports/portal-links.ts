import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { ApiDeps } from '~/server/core/deps';
import { importRuns } from '~/server/core/db/import-runs-schema';
import { conflict } from '~/server/core/http/errors';
import { queueMailEvent } from '~/server/core/mail/notify';
import { isLanguage } from '~/shared/i18n';
import { peopleWithEmail } from './import-runs';

/**
 * "Send portal links" for an import (docs/importing.md, "Portal links"): imported people are
 * written to only when staff ask, and then each supporter with an address gets one message
 * with the link to their giving page, in their language. The import is claimed first (one
 * UPDATE: a second click, or a second tab, gets 409), and each message's key is the address,
 * so someone two imports found is written to once. The messages go through the outbox like
 * every other (suppressed addresses recorded, not sent; sent at the outbox's pace), queued
 * one by one outside any transaction.
 */
export async function sendPortalLinks(deps: Pick<ApiDeps, 'db' | 'config'>, runId: string, adminId: string) {
  const { db } = deps;
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
    .returning({ id: importRuns.id });
  if (!claimed) {
    const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
    throw conflict(
      run?.portalLinksAt
        ? `portal links were sent for this import on ${run.portalLinksAt.toISOString().slice(0, 10)}: they are not sent twice`
        : 'this import has not finished: its portal links can be sent once it has',
    );
  }
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
