import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { passwordChangeSchema } from '~/shared/schemas/site-settings';
import { ApiError } from '~/web/api/client';
import { inputClass } from '~/web/components/field';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { adminFetch } from '../api';
import { errorsByPath, formObject } from './form-object';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const autocomplete = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/** Your own password: the launch checklist asks the first admin to replace the one they were given. */
export function PasswordSection() {
  const { t } = useAdminT('adminSettings');
  const fieldError = useFieldError();
  const revalidator = useRevalidator();
  const base = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    const parsed = passwordChangeSchema.safeParse(formObject(form));
    let found: Record<string, string> = {};
    if (!parsed.success) {
      found = Object.fromEntries(
        Object.entries(errorsByPath(parsed.error.issues)).map(([k, v]) => [k, fieldError(v) ?? v]),
      );
    } else {
      setSaving(true);
      try {
        await adminFetch('/api/account/password', { method: 'PUT', json: parsed.data });
        form.reset();
        setErrors({});
        setOutcome({ ok: true, text: t('password.changed') });
        await revalidator.revalidate();
        return;
      } catch (err) {
        const message = err instanceof ApiError ? err.serverMessage : null;
        const match = message ? /^(\w+): (.*)$/.exec(message) : null;
        found = match ? { [match[1]!]: match[2]! } : {};
        if (!match) setOutcome({ ok: false, text: message ?? t('form.failed') });
      } finally {
        setSaving(false);
      }
    }
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      setOutcome({ ok: false, text: t('form.fixErrors', { count: Object.keys(found).length }) });
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <section
      id="password"
      aria-labelledby="password-title"
      className="scroll-mt-4 rounded-xl bg-white p-4 shadow-sm md:p-6"
    >
      <h2 id="password-title" className="text-xl font-bold text-slate-900">
        {t('password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('password.intro')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 grid gap-4 md:max-w-md">
        {fields.map((name) => (
          <div key={name}>
            <label htmlFor={`${base}-${name}`} className="block text-sm font-medium text-slate-800">
              {t(`password.${name}`)}
            </label>
            <input
              id={`${base}-${name}`}
              name={name}
              type="password"
              autoComplete={autocomplete[name]}
              className={inputClass}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${base}-${name}-error` : undefined}
            />
            {errors[name] && (
              <p id={`${base}-${name}-error`} className="mt-1 text-sm text-red-700">
                {errors[name]}
              </p>
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? t('form.saving') : t('password.submit')}
          </button>
          <div role="status" aria-live="polite">
            {outcome?.ok && <p className="font-medium text-green-800">{outcome.text}</p>}
          </div>
        </div>
        {outcome && !outcome.ok && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
