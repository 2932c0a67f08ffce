import { TextField } from '~/web/components/field';
import { usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { useT } from '~/web/i18n';
import type { SponsorshipForm } from './sponsorship-form';

type Setter = <K extends keyof SponsorshipForm>(key: K, value: SponsorshipForm[K]) => void;

/** The chosen method's fields, required by the browser (SPEC section 5: no other validation). */
export function PaymentFields({ form, set }: { form: SponsorshipForm; set: Setter }) {
  const { t } = useT('public');
  const live = usePaymentsLive();
  if (live && form.paymentMethod === 'card')
    return <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('content:payment.cardLive')}</p>;
  if (form.paymentMethod === 'card') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('sponsorship.dialog.cardNumber')}
          name="cardNumber"
          required
          maxLength={19}
          inputMode="numeric"
          autoComplete="cc-number"
          value={form.cardNumber}
          onChange={(e) => set('cardNumber', e.target.value)}
        />
        <TextField
          label={t('sponsorship.dialog.cardExpiry')}
          name="cardExpiry"
          required
          maxLength={5}
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={form.cardExpiry}
          onChange={(e) => set('cardExpiry', e.target.value)}
        />
        <TextField
          label={t('sponsorship.dialog.cardCvv')}
          name="cardCvv"
          required
          maxLength={4}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={form.cardCvv}
          onChange={(e) => set('cardCvv', e.target.value)}
        />
        <TextField
          className="sm:col-span-2"
          label={t('sponsorship.dialog.cardName')}
          name="cardName"
          required
          autoComplete="cc-name"
          value={form.cardName}
          onChange={(e) => set('cardName', e.target.value)}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t(form.paymentMethod === 'momo' ? 'sponsorship.dialog.momoNumber' : 'sponsorship.dialog.airtimeNumber')}
        name="momoNumber"
        type="tel"
        required
        autoComplete="tel"
        value={form.momoNumber}
        onChange={(e) => set('momoNumber', e.target.value)}
      />
      {live ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">
          {t('content:payment.phoneLive')}
        </p>
      ) : (
        <TextField
          label={t('sponsorship.dialog.pin')}
          name="pin"
          type="password"
          required
          maxLength={4}
          inputMode="numeric"
          autoComplete="off"
          value={form.pin}
          onChange={(e) => set('pin', e.target.value)}
        />
      )}
    </div>
  );
}
