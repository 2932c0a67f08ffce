import { childPublicName } from '~/server/db/child-name';
import { eq } from 'drizzle-orm';
import { children } from '~/server/db/schema';
import { HttpError, badRequest } from '~/server/http/errors';
import { takesDetailsHere } from '~/server/payments/gateway';
import { paymentText } from '~/server/payments/providers/messages';
import { hostedCard, readAirtime, readCard, readMobileMoney } from '~/server/payments/instrument';
import type { PaymentCall } from '~/server/payments/payment-call';
import type { PaymentInstrument } from '~/server/payments/provider';
import type { PaymentDeps } from '~/server/payments/settle';
import { type PaymentAnswer, takePayment } from '~/server/payments/take-payment';
import { formatRwfNumber } from '~/shared/format';
import { translate } from '~/shared/i18n';
import type { Donation } from '~/shared/schemas/donation';
import { donationDetails } from './write-donation';

export const GENERAL_DONATION = 'General Donation';

function instrumentOf(d: Donation, deps: PaymentDeps): PaymentInstrument {
  if (d.paymentMethod === 'card') {
    if (!takesDetailsHere(deps.gateway, hostedCard())) return hostedCard(d.cardName);
    return readCard(
      { number: d.cardNumber, expiry: d.cardExpiry, cvc: d.cardCvc, name: d.cardName },
      { number: 'cardNumber', expiry: 'cardExpiry', cvc: 'cardCvc', name: 'cardName' },
    );
  }
  const phone = { phone: d.phone, pin: d.pin };
  const fields = { phone: 'phone', pin: 'pin' };
  const type = d.paymentMethod === 'momo' ? 'mobile-money' : 'airtime';
  const rule = { pinRequired: takesDetailsHere(deps.gateway, { type, phone: d.phone ?? '', pin: '' }) };
  return d.paymentMethod === 'momo' ? readMobileMoney(phone, fields, rule) : readAirtime(phone, fields, rule);
}

/** Takes a donation in RWF (at least DONATION_MIN_RWF); the target names the child when one is given. */
export async function donate(deps: PaymentDeps, d: Donation, req: PaymentCall): Promise<PaymentAnswer> {
  // The server decides what is taken: the form's minimum is only a hint.
  const min = deps.config.DONATION_MIN_RWF;
  if (d.amount < min)
    throw badRequest(`amount: ${paymentText('amountTooSmall', undefined, { min: formatRwfNumber(min) })}`);
  const instrument = instrumentOf(d, deps);
  return takePayment({
    deps,
    log: req.log,
    kind: 'donation',
    amountMinor: d.amount,
    currency: 'RWF',
    method: d.paymentMethod,
    description: 'Donation',
    instrument,
    idempotencyKey: req.idempotencyKey,
    payer: { ip: req.ip, email: d.email, name: `${d.firstName} ${d.lastName}` },
    purchase: [d.amount, d.donationType, d.childId ?? null, d.email.toLowerCase()],
    claim: async (tx) => {
      if (!d.childId) return GENERAL_DONATION;
      const [child] = await tx
        .select({ name: childPublicName, listed: children.listed })
        .from(children)
        .where(eq(children.id, d.childId));
      if (!child?.listed) throw new HttpError(404, translate('validation:payment.unknownChild'));
      return `Sponsor ${child.name}`;
    },
    details: (target) => donationDetails(d, target, req.lang),
  });
}
