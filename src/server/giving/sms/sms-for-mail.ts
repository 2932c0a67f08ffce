import { childPublicName } from '~/server/core/db/child-name';
import { eq } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children, donations, giftOrders, payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { GIVING_LINK_TTL_MS, givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { publicBaseUrl, shortLink } from '~/server/messaging';
import { orderReference } from '~/server/giving/payments/purchase-details';
import { type EnqueueOutcome, enqueueSms } from '~/server/core/sms/enqueue';
import { smsPermission } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { isPhonePaymentMethod } from '~/shared/schemas/payment-methods';
import {
  type SmsMethod,
  type SmsPurpose,
  debitNoticeSms,
  failedSms,
  receiptSms,
  reminderSms,
  smsLanguage,
} from '~/server/core/sms/texts';

type Deps = { config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'SMS_PER_NUMBER_PER_DAY'> };
type Payment = typeof payments.$inferSelect;

const textable = isPhonePaymentMethod;

/** The reference the payer was shown: the stored answer's, else the provider's, else ours (as the e-mail receipt). */
function referenceOf(p: Payment): string {
  const r = p.response as { body?: { data?: { reference?: unknown } } } | null;
  const stored = r?.body?.data?.reference;
  return typeof stored === 'string' && stored ? stored : (p.providerRef ?? p.id.slice(0, 8).toUpperCase());
}

async function childPurpose(tx: Db, childId: string | null): Promise<SmsPurpose> {
  if (!childId) return { kind: 'general' };
  const [child] = await tx.select({ name: childPublicName }).from(children).where(eq(children.id, childId));
  return child ? { kind: 'child', name: child.name } : { kind: 'general' };
}

interface Receipt {
  phone: string | null;
  method: string;
  amountRwf: number;
  /** The child the money was for (null: the children in general); `order`: gifts. */
  childId: string | null;
  order?: boolean;
  reference: string;
  lang: unknown;
}

/** The payment a receipt e-mail is for, read as a text message needs it (null: nothing to text). */
async function receiptOf(tx: Db, event: MailEvent): Promise<Receipt | null> {
  if (event.type === 'donation-receipt') {
    const [row] = await tx
      .select({ d: donations, p: payments })
      .from(donations)
      .innerJoin(payments, eq(payments.id, donations.paymentId))
      .where(eq(donations.id, event.donationId));
    if (!row) return null;
    const { d, p } = row;
    return {
      phone: d.phone,
      method: d.paymentMethod,
      amountRwf: d.amountRwf,
      childId: d.childId,
      reference: referenceOf(p),
      lang: event.lang,
    };
  }
  if (event.type === 'sponsorship-confirmation') {
    const [s] = await tx
      .select()
      .from(sponsorshipPayments)
      .where(eq(sponsorshipPayments.id, event.sponsorshipPaymentId));
    if (!s) return null;
    const amountRwf = Math.round(Number(s.amount));
    // As the sponsorship's records show it (api/sponsorships/write-sponsorship.ts).
    const reference = `SP-${s.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    return {
      phone: s.sponsorPhone,
      method: s.paymentMethod,
      amountRwf,
      childId: s.childId,
      reference,
      lang: event.lang,
    };
  }
  if (event.type === 'order-receipt') {
    const [row] = await tx
      .select({ o: giftOrders, p: payments })
      .from(giftOrders)
      .innerJoin(payments, eq(payments.id, giftOrders.paymentId))
      .where(eq(giftOrders.id, event.orderId));
    // Gifts paid by phone are charged in francs; the number and language ride in the payment's details.
    if (!row || row.p.currency !== 'RWF') return null;
    const details = (row.p.purchase ?? {}) as { buyerPhone?: unknown; lang?: unknown };
    const method = row.o.paymentMethod === 'mobile' ? 'momo' : row.o.paymentMethod;
    return {
      phone: typeof details.buyerPhone === 'string' ? details.buyerPhone : null,
      method,
      amountRwf: row.p.amountMinor,
      childId: null,
      order: true,
      reference: orderReference(row.o.id),
      lang: event.lang ?? details.lang,
    };
  }
  return null;
}

/** A plan's reminder or failure notice: the plan read as the text needs it. */
async function planDraft(tx: Db, deps: Deps, e: Extract<MailEvent, { type: 'plan-notice' }>) {
  const [plan] = await tx.select().from(recurringPlans).where(eq(recurringPlans.id, e.planId));
  const phone = normaliseSmsPhone(plan?.payerPhone);
  if (!plan || !phone || !textable(plan.method) || !(await smsPermission(tx, phone)).notices) return null;
  const lang = smsLanguage(e.lang ?? plan.lang);
  const purpose = await childPurpose(tx, plan.childId);
  const method = plan.method as SmsMethod;
  if (e.notice === 'reminder')
    return {
      kind: 'reminder' as const,
      eventKey: `sms:plan-reminder:${plan.id}:${e.period}`,
      phone,
      lang,
      text: reminderSms({ amountRwf: plan.amountRwf, method, purpose, dueOn: plan.nextDueOn }, lang),
    };
  if (e.notice !== 'failed' && e.notice !== 'lapsed' && e.notice !== 'debit-notice') return null;
  // The payer's giving page (pay now, skip, stop), behind a short link: a signed link is too long for a text.
  const expiresAt = Date.now() + GIVING_LINK_TTL_MS;
  const token = signGivingToken(plan.payerEmail, await givingSecret(tx), expiresAt);
  const long = `${publicBaseUrl(deps.config)}/my-giving?token=${encodeURIComponent(token)}&lang=${lang}`;
  const link = await shortLink(tx, deps.config, long, new Date(expiresAt));
  if (e.notice === 'debit-notice')
    return {
      kind: 'reminder' as const,
      eventKey: `sms:plan-debit-notice:${plan.id}:${e.period}`,
      phone,
      lang,
      text: debitNoticeSms({ amountRwf: plan.amountRwf, method, purpose, dueOn: plan.nextDueOn, link }, lang),
    };
  return {
    kind: 'failed' as const,
    eventKey: `sms:plan-failed:${plan.id}:${e.period}:${e.attempt}`,
    phone,
    lang,
    text: failedSms({ amountRwf: plan.amountRwf, purpose, period: e.period, link }, lang),
  };
}

async function draftFor(tx: Db, deps: Deps, event: MailEvent) {
  if (event.type === 'plan-notice') return planDraft(tx, deps, event);
  const r = await receiptOf(tx, event);
  const phone = normaliseSmsPhone(r?.phone);
  // Most payments are not texted (a card, no consent): known before anything is built.
  if (!r || !phone || !textable(r.method) || !(await smsPermission(tx, phone)).notices) return null;
  const lang = smsLanguage(r.lang);
  const purpose: SmsPurpose = r.order ? { kind: 'order' } : await childPurpose(tx, r.childId);
  const record =
    'donationId' in event
      ? event.donationId
      : 'orderId' in event
        ? event.orderId
        : 'sponsorshipPaymentId' in event
          ? event.sponsorshipPaymentId
          : r.reference;
  const text = receiptSms(
    { amountRwf: r.amountRwf, method: r.method as SmsMethod, purpose, reference: r.reference },
    lang,
  );
  return { kind: 'receipt' as const, eventKey: `sms:${event.type}:${record}`, phone, lang, text };
}

/**
 * The text message that goes with an e-mail (a mobile-money or airtime receipt, a
 * monthly reminder, a failed month's notice), queued beside it in the caller's
 * transaction: ONE call where the e-mail is queued (payments/settle.ts's queueReceipt,
 * recurring/scheduler.ts's queueAll). Only rows are written (in a savepoint: a failure
 * here never undoes the payment or the e-mail); the sender sends after the commit.
 * Nothing is queued without the number's consent (sms/consent.ts). Never throws.
 */
export async function enqueueSmsFor(tx: Db, deps: Deps, event: MailEvent | null): Promise<EnqueueOutcome | null> {
  if (!event) return null;
  try {
    return await tx.transaction(async (sp) => {
      const draft = await draftFor(sp, deps, event);
      return draft ? enqueueSms(sp, draft, deps.config.SMS_PER_NUMBER_PER_DAY) : null;
    });
  } catch (err) {
    console.error('sms: could not queue a text message', { event: event.type, err });
    return null;
  }
}
