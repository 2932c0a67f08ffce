import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { CANCEL_TRIES_BEFORE_STAFF } from '~/server/giving/recurring/preapproval-pass';
import { paymentsOf } from '~/server/giving/recurring/giving';
import { amountText, totals } from '~/server/giving/recurring/pdf';
import { receiptProfileOf } from '~/server/giving/recurring/receipt-profile';
import { linkBlock } from './link-block';
import { receiptStatement, receivedFrom } from './receipt-facts';
import { givingText } from '~/server/giving/recurring/texts';
import { formatDate, formatRwf } from '~/shared/format';
import { type Block, details, frame, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { publicBaseUrl } from '~/server/messaging';
import type { OutboxDraft } from '~/server/core/mail/outbox-draft';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import type { MailOrg, OrgReader } from '~/server/core/mail/org';

type Deps = { db: Db; config: Pick<Config, 'org' | 'PUBLIC_URL' | 'PORT' | 'ORG_TIME_ZONE'>; org: OrgReader };
type LinkDeps = Pick<Deps, 'db' | 'config'>;
type GivingEvent = Extract<
  MailEvent,
  {
    type:
      'plan-notice' | 'plan-lapsed-staff' | 'preapproval-staff' | 'giving-link' | 'giving-statement' | 'portal-link';
  }
>;

type EventOf<T extends GivingEvent['type']> = Extract<GivingEvent, { type: T }>;
type Plan = typeof recurringPlans.$inferSelect;

/** A plan by its id; none when it is gone (nothing to tell then). */
const planOf = async (db: Db, id: string): Promise<Plan | undefined> =>
  (await db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0];

const g = (key: string, vars?: Record<string, unknown>) => givingText(`email.${key}`, vars, mailLanguageNow());
const longDate = (d: string) =>
  formatDate(`${d.slice(0, 10)}T12:00:00Z`, mailLanguageNow(), { dateStyle: 'long', timeZone: 'UTC' });
const monthOf = (period: string) =>
  formatDate(`${period}-15T12:00:00Z`, mailLanguageNow(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The signed link to the payer's own page (valid 30 days), as a button-like link and its address. */
export async function givingLink(deps: LinkDeps, email: string): Promise<Block> {
  const token = signGivingToken(email, await givingSecret(deps.db));
  // The link opens the page in the message's language (the supporter's).
  const url = `${publicBaseUrl(deps.config)}/my-giving?token=${encodeURIComponent(token)}&lang=${mailLanguageNow()}`;
  return linkBlock(url, g('linkLabel'));
}

/** What every receipt ends with: how to see and manage one's giving. */
export const givingFooter = async (deps: LinkDeps, email: string): Promise<Block[]> => [
  paragraph(g('manage')),
  await givingLink(deps, email),
];

function draft(
  org: MailOrg,
  kind: GivingEvent['type'],
  eventKey: string,
  to: string,
  subject: string,
  blocks: Block[],
): OutboxDraft {
  return { kind, eventKey, to, replyTo: org.email, ...frame(org, subject, [...blocks, signature(org)]) };
}

async function planNotice(deps: Deps, e: EventOf<'plan-notice'>): Promise<OutboxDraft | null> {
  const plan = await planOf(deps.db, e.planId);
  if (!plan) return null;
  const org = await deps.org();
  const vars = {
    amount: formatRwf(plan.amountRwf, mailLanguageNow()),
    what: g(`what.${plan.kind}`, { target: plan.target }),
    month: monthOf(e.period),
    date: longDate(plan.nextDueOn),
    retry: longDate(plan.nextRunAt.toISOString()),
    // When the saved card is charged next: the due date, or the next retry of a month being retried.
    charge: plan.failures > 0 ? longDate(plan.nextRunAt.toISOString()) : longDate(plan.nextDueOn),
    name: org.name,
    // Pre-approved MoMo (issue 43): its end and maximum; how an automatic debit is taken.
    until: plan.preapprovalEndsOn ? longDate(plan.preapprovalEndsOn) : '',
    max: formatRwf(plan.preapprovalMaxRwf ?? plan.amountRwf, mailLanguageNow()),
    method: givingText(`page.methods.${plan.method}`, {}, mailLanguageNow()),
  };
  const body = [paragraph(g('greeting')), paragraph(g(`${e.notice}.body`, vars))];
  if (e.notice !== 'reminder' && e.notice !== 'card-reminder') body.push(await givingLink(deps, plan.payerEmail));
  else body.push(...(await givingFooter(deps, plan.payerEmail)));
  // A card plan is told each new amount once (changed twice in a month, it is told twice).
  const amount = e.notice === 'card-reminder' ? `:${plan.amountRwf}` : '';
  const key = `plan-notice:${plan.id}:${e.notice}:${e.period}:${e.attempt}${amount}`;
  return draft(org, 'plan-notice', key, plan.payerEmail, g(`${e.notice}.subject`, vars), body);
}

/** Who pays a plan and what it is, the first lines of every notice to staff about it. */
const payerAndPlan = (plan: Plan): [string, string][] => [
  [g('staff.payer'), plan.payerName],
  [g('staff.email'), plan.payerEmail],
  [g('staff.phone'), plan.payerPhone || '-'],
  [g('staff.plan'), g(`what.${plan.kind}`, { target: plan.target })],
  [g('staff.amount'), formatRwf(plan.amountRwf)],
];

/** A notice to staff about one plan: what happened, who pays it and what it is, what else they need to know. */
async function staffNotice(
  deps: Deps,
  kind: GivingEvent['type'],
  key: string,
  plan: Plan,
  notice: { subject: string; body: string; rows: [string, string][]; after?: Block[] },
): Promise<OutboxDraft> {
  const blocks = [paragraph(notice.body), details([...payerAndPlan(plan), ...notice.rows]), ...(notice.after ?? [])];
  const org = await deps.org();
  return draft(org, kind, key, org.email, notice.subject, blocks);
}

async function lapsedStaff(deps: Deps, e: EventOf<'plan-lapsed-staff'>): Promise<OutboxDraft | null> {
  const plan = await planOf(deps.db, e.planId);
  if (!plan) return null;
  return staffNotice(deps, 'plan-lapsed-staff', `plan-lapsed-staff:${plan.id}:${e.period}`, plan, {
    subject: g('staff.subject', { name: plan.payerName }),
    body: g('staff.body', { month: monthOf(e.period) }),
    rows: [[g('staff.lastPaid'), plan.lastPaidAt ? longDate(plan.lastPaidAt.toISOString()) : '-']],
    after: plan.kind === 'sponsorship' ? [paragraph(g('staff.child'))] : [],
  });
}

/** Staff told that a plan's pre-approval ended (back to monthly prompts), or that MTN does not confirm its cancellation. */
async function preapprovalStaff(deps: Deps, e: EventOf<'preapproval-staff'>): Promise<OutboxDraft | null> {
  const plan = await planOf(deps.db, e.planId);
  if (!plan) return null;
  const [row] = e.ref
    ? await deps.db.select().from(momoPreapprovals).where(eq(momoPreapprovals.referenceId, e.ref))
    : [];
  const key = e.issue === 'ended' ? 'ended' : 'cancelFailing';
  return staffNotice(deps, 'preapproval-staff', `preapproval-staff:${e.issue}:${e.ref || plan.id}`, plan, {
    subject: g(`preapprovalStaff.${key}Subject`, { name: plan.payerName }),
    body: g(`preapprovalStaff.${key}Body`, { tries: CANCEL_TRIES_BEFORE_STAFF }),
    rows: [
      [g('preapprovalStaff.reference'), e.ref || '-'],
      [g('preapprovalStaff.reason'), row?.reason ?? '-'],
    ],
  });
}

async function statement(deps: Deps, e: EventOf<'giving-statement'>): Promise<OutboxDraft | null> {
  const lang = mailLanguageNow();
  const org = await deps.org();
  const payments = await paymentsOf(deps.db, e.email, e.year, deps.config.ORG_TIME_ZONE);
  const rows: [string, string][] = [...payments]
    .reverse()
    .map((p) => [`${p.date.slice(0, 10)} ${p.reference}`, `${amountText(p, lang)} ${p.description}`.trim()]);
  // The name the payer chose, else the one given with their latest gift (never the address: not printable).
  const from = receivedFrom((await receiptProfileOf(deps.db, e.email)).name);
  const blocks = [
    paragraph(g('greeting')),
    paragraph(g('statement.body', { year: e.year, name: org.name })),
    ...(from.length ? [details(from)] : []),
    ...(rows.length ? [details(rows)] : [paragraph(g('statement.none'))]),
    ...totals(payments).map(([currency, amount]) =>
      paragraph(g('statement.total', { amount: amountText({ amount, currency }, lang) })),
    ),
    ...receiptStatement(org, {
      gifts: payments.length === 0 || payments.some((p) => p.kind !== 'order'),
      orders: payments.some((p) => p.kind === 'order'),
      single: false,
    }),
    paragraph(g('statement.pdf')),
    await givingLink(deps, e.email),
  ];
  const key = `giving-statement:${e.email}:${e.year}:${new Date().toISOString().slice(0, 13)}`;
  return draft(org, 'giving-statement', key, e.email, g('statement.subject', { year: e.year, name: org.name }), blocks);
}

/**
 * An imported supporter's first link to their page (docs/importing.md, "Portal links"): one
 * message per address, ever (its key is the address), whichever import asks for it.
 */
async function portalLink(deps: Deps, e: EventOf<'portal-link'>): Promise<OutboxDraft | null> {
  const [who] = await deps.db.select().from(supporters).where(eq(supporters.id, e.supporterId));
  if (!who?.email) return null;
  const org = await deps.org();
  const blocks = [
    paragraph(g('greeting')),
    paragraph(g('portal.body', { name: org.name })),
    await givingLink(deps, who.email),
    paragraph(g('portal.why', { name: org.name })),
  ];
  return draft(
    org,
    'portal-link',
    `portal-link:${who.email}`,
    who.email,
    g('portal.subject', { name: org.name }),
    blocks,
  );
}

/** Messages of monthly plans and of the payer's giving page. */
export async function givingMail(deps: Deps, e: GivingEvent): Promise<OutboxDraft | null> {
  switch (e.type) {
    case 'plan-notice':
      return planNotice(deps, e);
    case 'plan-lapsed-staff':
      return lapsedStaff(deps, e);
    case 'preapproval-staff':
      return preapprovalStaff(deps, e);
    case 'giving-statement':
      return statement(deps, e);
    case 'portal-link':
      return portalLink(deps, e);
    case 'giving-link': {
      const key = e.revokedAt
        ? `giving-link:${e.email}:revoked:${e.revokedAt}`
        : `giving-link:${e.email}:${new Date().toISOString().slice(0, 13)}`;
      const blocks = [
        paragraph(g('greeting')),
        paragraph(g(e.revokedAt ? 'link.revoked' : 'link.body')),
        await givingLink(deps, e.email),
        paragraph(g('link.ignore')),
      ];
      const org = await deps.org();
      return draft(org, 'giving-link', key, e.email, g('link.subject', { name: org.name }), blocks);
    }
  }
}
