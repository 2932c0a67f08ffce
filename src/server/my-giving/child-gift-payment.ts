import type { z } from 'zod';
import {
  allowancesOf,
  childGiftLimits,
  giftYear,
  givenThisYear,
  sponsoredChild,
  type ChildGiftDetails,
} from '~/server/sponsorship';
import type { Config } from '~/server/core/config';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { instrumentFor, takePayment, type PaymentAnswer, type PaymentCall, type PaymentDeps } from '~/server/giving';
import { formatRwf } from '~/shared/format';
import { type Language, translate } from '~/shared/i18n';
import type { childGiftInputSchema } from '~/shared/schemas/child-gift';
import { type WireInstrument, instrumentFields } from '~/shared/schemas/payment-instrument';

type GiftInput = z.output<typeof childGiftInputSchema>;

/** The gift body's instrument, as the payment kit reads every body (a refusal names `paymentDetails.<field>`). */
const wireOf = (input: GiftInput, payerName: string): WireInstrument => ({
  input: { paymentMethod: input.paymentMethod, ...input.paymentDetails },
  fields: Object.fromEntries(
    Object.keys(instrumentFields).map((f) => [f, `paymentDetails.${f}`]),
  ) as WireInstrument['fields'],
  payerName,
});

/** The refusal of a gift past its kind's yearly cap, naming what remains (409). */
function overCap(lang: Language, kind: string, child: string, cap: number, remaining: number) {
  const kindName = translate(`adminValidation:childGift.kinds.${kind}`, {}, lang);
  const vars = { kind: kindName, child, cap: formatRwf(cap, lang), remaining: formatRwf(remaining, lang) };
  return new HttpError(
    409,
    translate(remaining > 0 ? 'adminValidation:childGift.overCap' : 'adminValidation:childGift.capReached', vars, lang),
  );
}

/**
 * A sponsor's gift to their child, from their signed page (`email` is the address the
 * link proves): refused unless they sponsor the child now, below the kind's minimum
 * (400) or past its yearly cap (409, naming what remains); then paid like every payment
 * (take-payment.ts): the child's row locked while the cap is counted, a pending row
 * committed, the provider asked outside the transaction, the Idempotency-Key honoured.
 */
export async function giveToChild(
  deps: PaymentDeps & { config: Config },
  email: string,
  input: GiftInput,
  call: PaymentCall,
): Promise<PaymentAnswer> {
  const { lang } = call;
  const limits = await childGiftLimits(deps.db, deps.config);
  const limit = limits[input.kind];
  if (input.amount < limit.min)
    throw badRequest(
      `amount: ${translate('adminValidation:childGift.belowMin', { min: formatRwf(limit.min, lang) }, lang)}`,
    );
  // Before anything is held or asked: the child is theirs to give to (checked again in the transaction).
  const child = await sponsoredChild(deps.db, input.childId, email);
  const instrument = instrumentFor(deps.gateway, wireOf(input, child.sponsorName));
  return takePayment<ChildGiftDetails>({
    deps,
    log: call.log,
    kind: 'child-gift',
    amountMinor: input.amount,
    currency: 'RWF',
    method: input.paymentMethod,
    description: `Gift to a sponsored child (${input.kind})`,
    instrument,
    idempotencyKey: call.idempotencyKey,
    payer: { ip: call.ip, email, name: child.sponsorName || undefined },
    purchase: { childId: input.childId, kind: input.kind, amount: input.amount, note: input.note, email },
    claim: async (tx) => {
      const held = await sponsoredChild(tx, input.childId, email, true);
      const allowance = allowancesOf(
        limits,
        await givenThisYear(tx, held.childId, giftYear(new Date(), deps.config.ORG_TIME_ZONE)),
      );
      const left = allowance.find((a) => a.kind === input.kind)!;
      if (input.amount > left.remaining) throw overCap(lang, input.kind, held.name, left.yearlyCap, left.remaining);
      return {
        childId: held.childId,
        sponsorshipId: held.sponsorshipId,
        kind: input.kind,
        amount: input.amount,
        note: input.note,
        sponsorName: held.sponsorName,
        sponsorEmail: email,
        paymentMethod: input.paymentMethod,
        lang,
      };
    },
    details: (claimed) => claimed,
  });
}
