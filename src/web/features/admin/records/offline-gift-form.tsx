import { useId, useState, type FormEvent } from 'react';
import { isValidationKey } from '~/shared/i18n/core';
import { offlineMethods } from '~/shared/schemas/donation';
import { offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { zonedDay } from '~/shared/time-zone';
import { ApiError } from '~/web/api/client';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { SelectField, TextArea, TextField } from '~/web/components/field';
import { type FieldErrors, fieldErrorsOf, focusFirstError, formValues } from '~/web/components/form-errors';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { useOrgTimeZone } from './time-zone';
import { buttonClass } from '~/web/features/admin/kit/button';

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
  const fieldError = useFieldError();
  const timeZone = useOrgTimeZone();
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const v = formValues(form);
    const parsed = offlineDonationInputSchema.safeParse({
      ...v,
      amount: v.amount?.trim() ? Number(v.amount) : undefined,
      anonymous: v.anonymous === 'on',
    });
    setFailure(null);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = await adminFetch<{ message: string }>('/api/donations/offline', {
        method: 'POST',
        json: parsed.data,
      });
      form.reset();
      onSaved(body.message);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('offline.failed');
      const field = /^(\w+): (.*)$/.exec(message);
      if (field && form.elements.namedItem(field[1]!)) {
        setErrors({ [field[1]!]: field[2]! });
        focusFirstError(form, { [field[1]!]: field[2]! });
      } else setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  // Server messages arrive translated; the schema's are keys.
  const err = (name: string) => {
    const e = errors[name];
    return isValidationKey(e) ? fieldError(e) : e;
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('offline.title')} closeLabel={admin('common.close')}>
      <p className="text-sm text-slate-600">{t('offline.intro')}</p>
      <form id={formId} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('offline.amount')} name="amount" inputMode="numeric" required error={err('amount')} />
        <SelectField label={t('offline.method')} name="method" defaultValue="cash" error={err('method')}>
          {offlineMethods.map((m) => (
            <option key={m} value={m}>
              {admin(`donations.methods.${m}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('offline.firstName')}
          name="firstName"
          autoComplete="off"
          required
          error={err('firstName')}
        />
        <TextField label={t('offline.lastName')} name="lastName" autoComplete="off" required error={err('lastName')} />
        <TextField
          label={t('offline.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={err('email')}
        />
        <TextField label={t('offline.phone')} name="phone" type="tel" autoComplete="off" error={err('phone')} />
        <TextField
          label={t('offline.receivedOn')}
          name="receivedOn"
          type="date"
          required
          defaultValue={zonedDay(new Date(), timeZone)}
          max={zonedDay(new Date(), timeZone)}
          error={err('receivedOn')}
        />
        <label className="flex min-h-11 items-center gap-2 self-end text-sm text-slate-800">
          <input type="checkbox" name="anonymous" className="h-5 w-5" />
          {t('offline.anonymous')}
        </label>
        <TextArea label={t('offline.note')} name="note" rows={3} className="sm:col-span-2" error={err('note')} />
        {failure && (
          <div className="sm:col-span-2">
            <Alert tone="error" title={failure} />
          </div>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" onClick={onClose} className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            {t('offline.cancel')}
          </button>
          <button type="submit" disabled={saving} className={buttonClass({ tone: 'primary', size: 'sm' })}>
            {saving ? t('offline.saving') : t('offline.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
