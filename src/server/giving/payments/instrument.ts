import { refusal } from '~/server/core/http/errors';
import { CARD_CVC_PATTERN, CARD_EXPIRY_PATTERN, CARD_NUMBER_PATTERN, PIN_PATTERN } from '~/shared/card-rules';
import type { WireInstrument } from '~/shared/schemas/payment-instrument';
import { type PaymentGateway, takesDetailsHere } from './gateway';
import type { PaymentInstrument } from './provider';

/**
 * Server-side checks of what a payer typed, for every payment form (the
 * card and PIN rules of docs/product.md#validation). Each refusal names the field the way the request spelt it.
 * The values are never put into an error message.
 */
const refuse = (field: string, key: string) => refusal(400, `validation:${key}`, { field });

export interface CardInput {
  number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export function readCard(
  input: CardInput,
  field: { number: string; expiry: string; cvc: string; name: string },
): Extract<PaymentInstrument, { type: 'card' }> {
  const number = (input.number ?? '').replace(/\s/g, '');
  if (!CARD_NUMBER_PATTERN.test(number)) throw refuse(field.number, 'donation.cardNumber');
  const expiry = (input.expiry ?? '').trim();
  if (!CARD_EXPIRY_PATTERN.test(expiry)) throw refuse(field.expiry, 'donation.cardExpiry');
  const cvc = (input.cvc ?? '').trim();
  if (!CARD_CVC_PATTERN.test(cvc)) throw refuse(field.cvc, 'donation.cardCvc');
  const name = (input.name ?? '').trim();
  if (!name) throw refuse(field.name, 'donation.cardName');
  return { type: 'card', number, expiry, cvc, name };
}

export interface PhoneInput {
  phone?: string;
  pin?: string;
}

/**
 * A card paid on the provider's hosted page (live mode): nothing of the card reaches
 * us, only the name when the form sent one.
 */
export const hostedCard = (name?: string): Extract<PaymentInstrument, { type: 'card' }> => ({
  type: 'card',
  number: '',
  expiry: '',
  cvc: '',
  name: (name ?? '').trim(),
});

/** `pinRequired` false: a live provider, where the payer types the PIN on the phone and none is read here. */
export interface PinRule {
  pinRequired?: boolean;
}

export function readMobileMoney(
  input: PhoneInput & { network?: 'mtn' | 'airtel' | 'tigo' },
  field: { phone: string; pin: string },
  rule: PinRule = {},
): Extract<PaymentInstrument, { type: 'mobile-money' }> {
  const { phone, pin } = readPhoneAndPin(input, field, rule);
  return { type: 'mobile-money', phone, pin, ...(input.network ? { network: input.network } : {}) };
}

export function readAirtime(
  input: PhoneInput & { network?: 'mtn' | 'airtel' },
  field: { phone: string; pin: string },
  rule: PinRule = {},
): Extract<PaymentInstrument, { type: 'airtime' }> {
  const { phone, pin } = readPhoneAndPin(input, field, rule);
  return { type: 'airtime', phone, pin, ...(input.network ? { network: input.network } : {}) };
}

function readPhoneAndPin(input: PhoneInput, field: { phone: string; pin: string }, rule: PinRule) {
  const phone = (input.phone ?? '').trim();
  if (!/\d/.test(phone)) throw refuse(field.phone, 'donation.phone');
  if (rule.pinRequired === false) return { phone, pin: '' };
  const pin = (input.pin ?? '').trim();
  if (!PIN_PATTERN.test(pin)) throw refuse(field.pin, 'donation.pin');
  return { phone, pin };
}

/**
 * The payment kit's server half: what a payer typed (read from any of docs/product.md's bodies by
 * shared/schemas/payment-instrument.ts) as the instrument a provider is asked to take.
 * Where the gateway takes the card on a hosted page or the PIN on the payer's phone,
 * none is read here.
 */
export function instrumentFor(gateway: PaymentGateway, wire: WireInstrument): PaymentInstrument {
  const { input, fields } = wire;
  if (input.paymentMethod === 'card') {
    if (!takesDetailsHere(gateway, hostedCard())) return hostedCard(input.cardName ?? wire.payerName);
    return readCard(
      { number: input.cardNumber, expiry: input.cardExpiry, cvc: input.cardCvc, name: input.cardName },
      { number: fields.cardNumber, expiry: fields.cardExpiry, cvc: fields.cardCvc, name: fields.cardName },
    );
  }
  const phone = { phone: input.phone, pin: input.pin };
  const where = { phone: fields.phone, pin: fields.pin };
  const type = input.paymentMethod === 'momo' ? 'mobile-money' : 'airtime';
  const rule = { pinRequired: takesDetailsHere(gateway, { type, phone: input.phone ?? '', pin: '' }) };
  if (input.paymentMethod === 'momo') return readMobileMoney({ ...phone, network: input.network }, where, rule);
  const network = input.network === 'tigo' ? undefined : input.network;
  return readAirtime({ ...phone, network }, where, rule);
}

/** The only card data that may be kept: the last four digits. */
export const cardLast4 = (instrument: PaymentInstrument): string | null =>
  instrument.type === 'card' && instrument.number ? instrument.number.slice(-4) : null;
