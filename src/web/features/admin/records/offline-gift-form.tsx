import { useState } from 'react';
import { offlineMethods } from '~/shared/schemas/donation';
import { offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { zonedDay } from '~/shared/time-zone';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { donationContracts } from '~/shared/contracts/donations';
import { ChoiceField } from '../kit/choice-field';
import { type FieldSpec, Fields } from '../kit/fields';
import { FormActions } from '../kit/form-panel';
import { failureOf, useSchemaForm } from '../kit/use-schema-form';
import { useOrgTimeZone } from './time-zone';

/**
 * Staff record a gift received offline (cash, bank transfer, cheque): checked here with
 * the API's own schema, then POST /api/donations/offline. It then counts in the records,
 * the analytics and the donor's statement.
 */
export function OfflineGiftDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useAdminT('records');
  const admin = useAdminT('admin').t;
  return (
    <Dialog open={open} onClose={onClose} title={t('offline.title')} closeLabel={admin('common.close')}>
      <p className="text-sm text-slate-600">{t('offline.intro')}</p>
      {/* A new form each time it opens. */}
      {open && <OfflineGiftForm onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function OfflineGiftForm({ onClose, onSaved }: { onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const timeZone = useOrgTimeZone();
  const today = zonedDay(new Date(), timeZone);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: offlineDonationInputSchema,
    initial: () => ({ ...blank, method: 'cash', receivedOn: today, anonymous: '' }),
    input: (v) => ({ ...v, amount: v.amount.trim() ? Number(v.amount) : undefined, anonymous: v.anonymous === 'on' }),
    send: async (data) => {
      setFailure(null);
      const body = await adminCall(donationContracts.offline, { body: data });
      onSaved(body.message);
    },
    // The server names a wrong field ("email: …"): said on it; anything else above the buttons.
    onFailed: (error) => {
      const { field, text, message } = failureOf(error, t('offline.failed'));
      if (field && field in blank) form.showErrors({ [field]: text });
      else setFailure(message);
    },
  });

  const spec = (name: string, input: FieldSpec['input'] = {}, more: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    label: t(`offline.${name}`),
    input: { autoComplete: 'off', ...input },
    ...more,
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <Fields specs={[spec('amount', { inputMode: 'numeric', required: true })]} bind={form.field} />
      <ChoiceField
        label={t('offline.method')}
        {...form.field('method')}
        choices={offlineMethods}
        words={(m) => admin(`donations.methods.${m}`)}
      />
      <Fields
        specs={[
          spec('firstName', { required: true }),
          spec('lastName', { required: true }),
          spec('email', { type: 'email', required: true }),
          spec('phone', { type: 'tel' }),
          spec('receivedOn', { type: 'date', required: true, max: today }),
        ]}
        bind={form.field}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm text-slate-800">
        <input
          type="checkbox"
          name="anonymous"
          checked={form.values.anonymous === 'on'}
          onChange={(e) => form.set('anonymous', e.currentTarget.checked ? 'on' : '')}
          className="h-5 w-5"
        />
        {t('offline.anonymous')}
      </label>
      <Fields specs={[spec('note', {}, { rows: 3, className: 'sm:col-span-2' })]} bind={form.field} />
      {failure && (
        <div className="sm:col-span-2">
          <Alert tone="error" title={failure} />
        </div>
      )}
      <div className="sm:col-span-2">
        <FormActions
          end
          saving={form.saving}
          submit={t('offline.save')}
          savingLabel={t('offline.saving')}
          cancel={t('offline.cancel')}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}

/** The form's text fields, empty. */
const blank = { amount: '', firstName: '', lastName: '', email: '', phone: '', receivedOn: '', note: '', method: '' };
