import { TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import type { GivingT } from './page-t';

const groupClass = 'grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2';

/**
 * How the gift is paid, as a plain form posts it (no JavaScript needed): the method,
 * then every method's fields in named groups (only the chosen one's are sent on). Live,
 * the card is paid on the partner's page and mobile money approved on the phone: no card
 * number or PIN here.
 */
export function ChildGiftPayFields({
  t,
  live,
  method,
  phone,
}: {
  t: GivingT;
  live: boolean;
  method: string;
  phone: string;
}) {
  const f = (key: string) => t(`childGifts.pay.${key}`);
  return (
    <>
      <PlainRadios
        legend={f('method')}
        name="paymentMethod"
        defaultValue={method}
        options={(['card', 'momo', 'airtime'] as const).map((value) => ({ value, label: t(`methods.${value}`) }))}
      />
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{f('cardGroup')}</legend>
        {live ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">{f('cardLive')}</p>
        ) : (
          <>
            <TextField
              className="sm:col-span-2"
              label={f('cardNumber')}
              name="cardNumber"
              maxLength={19}
              inputMode="numeric"
              autoComplete="cc-number"
            />
            <TextField
              label={f('cardExpiry')}
              name="cardExpiry"
              maxLength={5}
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
            />
            <TextField label={f('cardCvv')} name="cardCvv" maxLength={4} inputMode="numeric" autoComplete="cc-csc" />
          </>
        )}
        <TextField className="sm:col-span-2" label={f('cardName')} name="cardName" autoComplete="cc-name" />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className="px-1 font-semibold text-slate-900">{f('phoneGroup')}</legend>
        <TextField label={f('phone')} name="phone" type="tel" autoComplete="tel" defaultValue={phone} />
        {live ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{f('phoneLive')}</p>
        ) : (
          <TextField label={f('pin')} name="pin" type="password" maxLength={4} inputMode="numeric" autoComplete="off" />
        )}
      </fieldset>
    </>
  );
}
