import { childPublicName } from '~/server/core/db/child-name';
import { eq } from 'drizzle-orm';
import { children } from '~/server/core/db/schema';
import { refusal } from '~/server/core/http/errors';
import { GENERAL_DONATION } from '~/server/giving/payments/purchase-details';
import { paymentRefusal } from '~/server/giving/payments/providers/messages';
import { instrumentFor } from '~/server/giving/payments/instrument';
import type { PaymentCall } from '~/server/giving/payments/payment-call';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { type PaymentAnswer, takePayment } from '~/server/giving/payments/take-payment';
import { formatRwfNumber } from '~/shared/format';
import type { Donation } from '~/shared/schemas/donation';
import { donationInstrument } from '~/shared/schemas/payment-instrument';
import { donationDetails } from './write-donation';

/** Takes a donation in RWF (at least DONATION_MIN_RWF); the target names the child when one is given. */
export async function donate(deps: PaymentDeps, d: Donation, req: PaymentCall): Promise<PaymentAnswer> {
  // The server decides what is taken: the form's minimum is only a hint.
  const min = deps.config.DONATION_MIN_RWF;
  if (d.amount < min)
    throw paymentRefusal(400, 'amountTooSmall', { field: 'amount', values: (l) => ({ min: formatRwfNumber(min, l) }) });
  const instrument = instrumentFor(deps.gateway, donationInstrument(d));
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
      if (!child?.listed) throw refusal(404, 'validation:payment.unknownChild');
      return `Sponsor ${child.name}`;
    },
    details: (target) => donationDetails(d, target, req.lang),
  });
}
