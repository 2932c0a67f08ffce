import { Form, useNavigation } from 'react-router';
import { Outcome, useFormAction } from './outcome';
import { TextArea, TextField } from '~/web/components/field';
import { POSTAL_ADDRESS_MAX, RECEIPT_NAME_MAX, type ReceiptProfile } from '~/shared/schemas/giving';
import type { GivingT } from './page-t';

/**
 * The name and optional postal address the payer's receipts and statements carry (tax
 * offices abroad often ask for both). A plain form: it works before scripts load.
 */
export function ReceiptProfileForm({
  t,
  token,
  profile,
  error,
  done,
  result,
}: {
  t: GivingT;
  token: string;
  profile: ReceiptProfile;
  error: string | null;
  done: string | null;
  /** The action's answer (a new object each time: the outcome is brought into view again). */
  result: unknown;
}) {
  const submitting = useNavigation().state === 'submitting';
  const action = useFormAction('receipt-profile');
  return (
    <section
      id="receipt-profile"
      aria-labelledby="receipt-profile-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="receipt-profile-heading" className="text-xl font-semibold text-slate-900">
        {t('receiptProfile.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('receiptProfile.intro')}</p>
      {error !== null && (
        <div className="mt-4">
          <Outcome result={result} tone="error">
            {error || t('error')}
          </Outcome>
        </div>
      )}
      {done && (
        <div className="mt-4">
          <Outcome result={result} tone="success">
            {done}
          </Outcome>
        </div>
      )}
      <Form method="post" action={action} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="token" value={token} />
        <TextField
          label={t('receiptProfile.name')}
          name="name"
          autoComplete="name"
          maxLength={RECEIPT_NAME_MAX}
          defaultValue={profile.chosen ? profile.name : ''}
          hint={profile.chosen ? undefined : t('receiptProfile.nameHint', { name: profile.name })}
        />
        <TextArea
          label={t('receiptProfile.postalAddress')}
          name="postalAddress"
          autoComplete="street-address"
          rows={4}
          maxLength={POSTAL_ADDRESS_MAX}
          defaultValue={profile.postalAddress}
        />
        <button
          type="submit"
          disabled={submitting}
          className="min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t('receiptProfile.save')}
        </button>
      </Form>
    </section>
  );
}
