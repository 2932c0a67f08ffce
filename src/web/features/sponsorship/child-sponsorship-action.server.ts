import type { ApiClient } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { type FieldErrors, fieldErrorsOf } from '~/web/components/form-errors';
import { forwardPayment, keyOf } from '~/web/components/payment-action.server';
import { paymentMethods } from '~/shared/schemas/payment-methods';
import { type PaymentFrequency, type PaymentMethod, type SponsorshipForm, paymentBody } from './sponsorship-form';
import { sponsorshipContracts } from '~/shared/contracts/sponsorships';

/** What the form shows again after a refusal: never card data or a PIN. */
export type KeptSponsorship = Pick<
  SponsorshipForm,
  | 'sponsorName'
  | 'sponsorEmail'
  | 'sponsorPhone'
  | 'amount'
  | 'paymentFrequency'
  | 'paymentMethod'
  | 'momoNumber'
  | 'smsReceipts'
>;

export type ChildSponsorshipActionData =
  | { outcome: 'paid'; amount: number; paymentFrequency: PaymentFrequency; paymentMethod: PaymentMethod }
  | {
      outcome: 'invalid' | 'refused' | 'network';
      errors: FieldErrors;
      message: string;
      values: KeptSponsorship;
      idempotencyKey: string;
    };

const methods: readonly string[] = paymentMethods;

/**
 * The child's page form (a plain HTML post, with or without JavaScript): the posted
 * fields become the very body docs/product.md's dialog sends (`paymentBody`), checked by the API's
 * own schema, then POST /api/pay/sponsors in-process, so the hold, the price, the
 * payment, the plan and the e-mails are the API's. A payment waiting for the payer goes
 * to its status page (`/payments/{id}`, refreshing itself), a hosted card page to the
 * partner; a refusal comes back with what was typed (never card data or a PIN).
 */
export async function childSponsorshipAction(
  api: ApiClient,
  live: boolean,
  request: Request,
  childId: string,
): Promise<ChildSponsorshipActionData> {
  // Imported here so the page's browser chunk never carries zod.
  const { sponsorshipPaymentSchema } = await import('~/shared/schemas/sponsorship-payment');
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const method = text('paymentMethod');
  const amountText = text('amount').trim();
  const posted: SponsorshipForm = {
    sponsorName: text('sponsorName'),
    sponsorEmail: text('sponsorEmail'),
    sponsorPhone: text('sponsorPhone'),
    // A whole number of francs as the select offers it; anything else fails the schema.
    amount: /^\d{1,12}$/.test(amountText) ? Number(amountText) : Number.NaN,
    paymentFrequency: text('paymentFrequency') === 'onetime' ? 'onetime' : 'monthly',
    paymentMethod: (methods.includes(method) ? method : 'card') as PaymentMethod,
    cardNumber: text('cardNumber').replace(/\s/g, ''),
    cardExpiry: text('cardExpiry'),
    cardCvv: text('cardCvv'),
    cardName: text('cardName'),
    momoNumber: text('momoNumber'),
    pin: text('pin'),
    // A ticked checkbox posts its name ("on"); an unticked one posts nothing.
    smsReceipts: form.has('smsReceipts'),
  };
  const values: KeptSponsorship = {
    sponsorName: posted.sponsorName,
    sponsorEmail: posted.sponsorEmail,
    sponsorPhone: posted.sponsorPhone,
    amount: posted.amount,
    paymentFrequency: posted.paymentFrequency,
    paymentMethod: posted.paymentMethod,
    momoNumber: posted.momoNumber,
    smsReceipts: posted.smsReceipts,
  };
  const idempotencyKey = keyOf(form.get('idempotencyKey')) ?? crypto.randomUUID();
  const failed = (outcome: 'invalid' | 'refused' | 'network', errors: FieldErrors = {}, message = '') => ({
    outcome,
    errors,
    message,
    values,
    idempotencyKey,
  });

  const parsed = sponsorshipPaymentSchema.safeParse(paymentBody(childId, posted, live));
  if (!parsed.success) return failed('invalid', fieldErrorsOf(parsed.error.issues));
  const answer = await forwardPayment(api, sponsorshipContracts.pay, parsed.data, {
    idempotencyKey,
    follow: false,
  });
  if (!answer.ok) return answer.reason === 'network' ? failed('network') : failed('refused', {}, answer.message);
  const { amount, paymentFrequency, paymentMethod } = answer.data;
  return { outcome: 'paid', amount, paymentFrequency, paymentMethod };
}
