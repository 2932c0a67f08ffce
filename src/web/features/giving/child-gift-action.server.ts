import type { ApiClient } from '~/web/api/client';
import { forwardAsPosted, keyOf } from '~/web/components/payment-action.server';
import { sponsorGiftContracts } from '~/shared/contracts/sponsor-gifts';
import { isPaymentMethod } from '~/shared/schemas/payment-methods';

/** What the gift form shows again after a refusal: never card data or a PIN. */
export interface KeptGift {
  childId: string;
  kind: string;
  amount: string;
  note: string;
  paymentMethod: string;
  phone: string;
}

/** `answer`: this answer's own id, so the form is drawn afresh after each one (nothing secret kept typed). */
export type ChildGiftActionData =
  | { gift: 'paid'; answer: string; childId: string; reference: string; amount: number }
  | { gift: 'refused'; answer: string; childId: string; message: string; values: KeptGift; idempotencyKey: string };

/**
 * The signed page's gift form (a plain post, with or without JavaScript): the posted
 * fields become `sponsorGiftContracts.give`'s body, sent in-process with the form's
 * Idempotency-Key, so the checks (sponsor, minimum, cap), the payment and the receipt
 * are the API's. A payment waiting for the phone goes to its status page
 * (`/payments/{id}`), a hosted card page to the partner; a refusal comes back with what
 * was typed (never card data or a PIN) and the same key.
 */
export async function childGiftAction(
  api: ApiClient,
  form: Record<string, string>,
  live: boolean,
): Promise<ChildGiftActionData> {
  const text = (name: string) => (form[name] ?? '').trim();
  const method = isPaymentMethod(text('paymentMethod')) ? text('paymentMethod') : 'card';
  const values: KeptGift = {
    childId: text('childId'),
    kind: text('kind'),
    amount: text('amount'),
    note: text('note'),
    paymentMethod: method,
    phone: text('phone'),
  };
  const idempotencyKey = keyOf(form.idempotencyKey) ?? crypto.randomUUID();
  const phone = { phone: values.phone, ...(live ? {} : { pin: text('pin') }) };
  const card = live
    ? { cardName: text('cardName') }
    : {
        cardNumber: text('cardNumber').replace(/\s/g, ''),
        cardExpiry: text('cardExpiry'),
        cardCvc: text('cardCvc'),
        cardName: text('cardName'),
      };
  const body = {
    token: form.token ?? '',
    childId: values.childId,
    kind: values.kind,
    // Whole francs as typed; anything else is sent as it is for the API to refuse.
    amount: /^\d{1,9}$/.test(values.amount) ? Number(values.amount) : values.amount,
    note: values.note,
    paymentMethod: method,
    paymentDetails: method === 'card' ? card : phone,
  };
  const answer = await forwardAsPosted(api, sponsorGiftContracts.give, body, { idempotencyKey, follow: false });
  if (answer.ok)
    return {
      gift: 'paid',
      answer: crypto.randomUUID(),
      childId: values.childId,
      reference: answer.data.reference,
      amount: answer.data.amount,
    };
  const message = answer.reason === 'network' ? '' : answer.message;
  return { gift: 'refused', answer: crypto.randomUUID(), childId: values.childId, message, values, idempotencyKey };
}
