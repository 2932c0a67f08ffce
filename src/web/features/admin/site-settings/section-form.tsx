import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { SettingsSection } from '~/shared/schemas/site-settings';
import { ApiError } from '~/web/api/client';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { adminFetch } from '../api';
import { errorsByPath, formObject } from './form-object';

/** The section's errors by field path (already in the page's language), for its fields to show. */
const ErrorsContext = createContext<Record<string, string>>({});
export const useSectionError = (name: string) => useContext(ErrorsContext)[name];

/**
 * One section of Site settings: its own form, checked with the shared schema before it
 * is sent, saved with PUT /api/site/settings/:section. Errors are shown beside their
 * fields and summed up in an alert, focus going to the first; success is announced.
 */
export function SectionForm({
  id,
  section,
  title,
  intro,
  schema,
  prepare,
  base = {},
  children,
}: {
  id: string;
  section: SettingsSection;
  title: string;
  intro?: string;
  schema: z.ZodType;
  /** Work before saving (the hero uploads its photo): returns the value to save, or throws. */
  prepare?: (value: Record<string, unknown>, form: HTMLFormElement) => Promise<Record<string, unknown>>;
  /** Values the fields may not carry (a list whose every row was removed is empty, not missing). */
  base?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { t } = useAdminT('adminSettings');
  const fieldError = useFieldError();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  function refuse(form: HTMLFormElement, found: Record<string, string>, summary: string) {
    setErrors(found);
    setOutcome({ ok: false, text: summary });
    const first = Object.keys(found)[0];
    const field = first ? form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`) : null;
    // A field inside a closed group (the programme texts) is shown before it takes focus.
    field?.closest('details')?.setAttribute('open', '');
    (field ?? form.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    const parsed = schema.safeParse({ ...base, ...formObject(form) });
    if (!parsed.success) {
      const found = Object.fromEntries(
        Object.entries(errorsByPath(parsed.error.issues)).map(([path, key]) => [path, fieldError(key) ?? key]),
      );
      return refuse(form, found, t('form.fixErrors', { count: Object.keys(found).length }));
    }
    setSaving(true);
    try {
      const value = prepare ? await prepare(parsed.data as Record<string, unknown>, form) : parsed.data;
      await adminFetch(`/api/site/settings/${section}`, { method: 'PUT', json: value });
      setErrors({});
      setOutcome({ ok: true, text: t('form.saved', { section: title }) });
      await revalidator.revalidate();
    } catch (err) {
      // The server's refusal names the field: "tiers.0.amount: Must be a whole number".
      const message = err instanceof ApiError ? err.serverMessage : null;
      const match = message ? /^([\w.]+): (.*)$/.exec(message) : null;
      refuse(form, match ? { [match[1]!]: match[2]! } : {}, message ?? t('form.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 rounded-xl bg-white p-4 shadow-sm md:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-5">
        <ErrorsContext.Provider value={errors}>{children}</ErrorsContext.Provider>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? t('form.saving') : t('form.save', { section: title })}
          </button>
          <div aria-live="polite" role="status">
            {outcome?.ok && <p className="font-medium text-green-800">{outcome.text}</p>}
          </div>
        </div>
        {outcome && !outcome.ok && (
          <p role="alert" tabIndex={-1} className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
