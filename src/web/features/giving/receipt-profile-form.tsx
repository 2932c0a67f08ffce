import { useNavigation } from 'react-router';
import { FormAnswer, useFormAction } from './outcome';
import { TextArea, TextField } from '~/web/components/field';
import { POSTAL_ADDRESS_MAX, RECEIPT_NAME_MAX, type ReceiptProfile } from '~/shared/schemas/giving';
import { panelButton } from './buttons';
import { GivingPanel } from './panel';
import { SignedForm } from './signed-form';
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
    <GivingPanel id="receipt-profile" heading={t('receiptProfile.heading')} intro={t('receiptProfile.intro')}>
      <FormAnswer result={result} done={done} error={error} fallback={t('error')} className="mt-4" />
      <SignedForm token={token} intent="profile" action={action} className="mt-4 space-y-4">
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
        <button type="submit" disabled={submitting} className={panelButton}>
          {t('receiptProfile.save')}
        </button>
      </SignedForm>
    </GivingPanel>
  );
}
