import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { planChangeRequests } from '~/server/core/db/giving-links-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { givingText } from '~/server/giving/recurring/texts';
import { formatDate, formatRwf } from '~/shared/format';
import { details, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { publicBaseUrl } from '~/server/messaging';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';
import { givingLink } from './giving-messages';
import { linkBlock } from './link-block';
import { givingSecret } from '~/server/giving/links/giving-token';
import { signPlanChangeToken } from '~/server/giving/links/plan-change-token';
import type { OrgReader } from '~/server/core/mail/org';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };
type ChangeEvent = Extract<MailEvent, { type: 'plan-changed' | 'plan-change-confirm' }>;

const g = (key: string, vars?: Record<string, unknown>) => givingText(`email.${key}`, vars, mailLanguageNow());
const longDate = (d: string) =>
  formatDate(`${d.slice(0, 10)}T12:00:00Z`, mailLanguageNow(), { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = (d: Date) => formatDate(d, mailLanguageNow(), { dateStyle: 'long', timeStyle: 'short' });

/**
 * A plan changed: its payer is told at once, whoever changed it (the payer from a giving
 * link, or staff), with the way to undo it and to sign out of every earlier link.
 */
async function planChanged(deps: Deps, e: Extract<ChangeEvent, { type: 'plan-changed' }>) {
  const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, e.planId));
  if (!plan) return null;
  const org = await deps.org();
  const what = g(`what.${plan.kind}`, { target: plan.target });
  const vars = {
    what,
    amount: formatRwf(plan.amountRwf, mailLanguageNow()),
    day: plan.dayOfMonth,
    date: longDate(plan.nextDueOn),
    method: givingText(`page.methods.${plan.method}`, {}, mailLanguageNow()),
  };
  const blocks = [
    paragraph(g('greeting')),
    paragraph(g(`changed.${e.action}`, vars)),
    details([
      [g('changed.when'), dateTime(new Date(e.at))],
      [g('changed.who'), g(`changed.by.${e.by}`)],
    ]),
    paragraph(g('changed.notYou')),
    await givingLink(deps, plan.payerEmail),
    signature(org),
  ];
  const subject = g('changed.subject', { what });
  return outboxDraft(org, 'plan-changed', `${plan.id}:${e.action}:${e.at}`, plan.payerEmail, subject, blocks);
}

/** The one-use link that confirms a raise; nothing when the request no longer waits. */
async function confirmRaise(deps: Deps, e: Extract<ChangeEvent, { type: 'plan-change-confirm' }>) {
  const [row] = await deps.db
    .select({ r: planChangeRequests, plan: recurringPlans })
    .from(planChangeRequests)
    .innerJoin(recurringPlans, eq(recurringPlans.id, planChangeRequests.planId))
    .where(eq(planChangeRequests.id, e.requestId));
  if (!row || row.r.status !== 'pending') return null;
  const { r, plan } = row;
  const org = await deps.org();
  const what = g(`what.${plan.kind}`, { target: plan.target });
  const token = signPlanChangeToken(r.id, await givingSecret(deps.db));
  const lang = mailLanguageNow();
  // The page opens in the e-mail's language, whatever the browser that follows the link.
  const url = `${publicBaseUrl(deps.config)}/my-giving/confirm?token=${encodeURIComponent(token)}&lang=${lang}`;
  const blocks = [
    paragraph(g('greeting')),
    paragraph(
      g('confirm.body', {
        what,
        from: formatRwf(plan.amountRwf, lang),
        to: formatRwf(r.amountRwf, lang),
        until: dateTime(r.expiresAt),
      }),
    ),
    linkBlock(url, g('confirm.label')),
    paragraph(g('confirm.notYou')),
    signature(org),
  ];
  const subject = g('confirm.subject', { what });
  return outboxDraft(org, 'plan-change-confirm', r.id, r.payerEmail, subject, blocks);
}

export function planChangeMail(deps: Deps, e: ChangeEvent): Promise<OutboxDraft | null> {
  return e.type === 'plan-changed' ? planChanged(deps, e) : confirmRaise(deps, e);
}
