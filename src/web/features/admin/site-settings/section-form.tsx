import { createContext, useContext, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import type { SettingsSection } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { adminCall } from '../api';
import { siteContracts } from '~/shared/contracts/site';
import { Button } from '../kit/button';
import { failureOf, useSchemaForm, type Errors } from '../kit/use-schema-form';
import { formObject } from './form-object';

/** PUT /api/site/settings/:section (the password, which is no site setting, is saved by its own `save`). */
function saveSection(section: SettingsSection | 'password', value: unknown): Promise<unknown> {
  if (section === 'password') return Promise.reject(new Error('The password section is saved by its own `save`'));
  return adminCall(siteContracts.saveSection, { params: { section }, body: value });
}

/** The section's errors by field path (already in the page's language), for its fields to show. */
const ErrorsContext = createContext<Errors>({});
export const useSectionError = (name: string) => useContext(ErrorsContext)[name];

/**
 * One section of Site settings (or of the account): its own form, titled and introduced
 * by the section's texts, checked with the shared schema before it is sent, saved with
 * PUT /api/site/settings/:section unless `save` says otherwise. Errors are shown beside
 * their fields and summed up in an alert, focus going to the first; success is announced.
 */
export function SectionForm({
  section,
  schema,
  prepare,
  save,
  texts,
  resetOnSave = false,
  base = {},
  className = 'space-y-5',
  children,
}: {
  /** The section's id, and the prefix of its texts (`<section>.title`, `<section>.intro`). */
  section: SettingsSection | 'password';
  schema: z.ZodType;
  /** Sends the checked value (default: PUT /api/site/settings/:section). */
  save?: (value: unknown) => Promise<unknown>;
  /** The submit's and the success's words (default: "Save <title>", "<title>: saved…"). */
  texts?: { submit: string; saved: string };
  /** The fields are emptied once saved (a password). */
  resetOnSave?: boolean;
  /** The fields' layout. */
  className?: string;
  /** Work before saving (the hero uploads its photo): returns the value to save, or throws. */
  prepare?: (value: Record<string, unknown>, form: HTMLFormElement) => Promise<Record<string, unknown>>;
  /** Values the fields may not carry (a list whose every row was removed is empty, not missing). */
  base?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { t } = useAdminT('adminSettings');
  const id = section;
  const title = t(`${section}.title`);
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm({
    schema,
    read: (el) => ({ ...base, ...formObject(el) }),
    send: async (data, _translations, _values, el) => {
      const value = prepare ? await prepare(data as Record<string, unknown>, el) : data;
      await (save ? save(value) : saveSection(section, value));
      if (resetOnSave) el.reset();
      setOutcome({ ok: true, text: texts?.saved ?? t('form.saved', { section: title }) });
      await revalidator.revalidate();
    },
    // The server's refusal names the field: "tiers.0.amount: Must be a whole number".
    onFailed: (err) => {
      const { field, text } = failureOf(err, t('form.failed'));
      if (!field) setOutcome({ ok: false, text });
      form.showErrors(field ? { [field]: text } : {});
    },
  });
  const count = Object.values(form.errors).filter(Boolean).length;
  const alert = count > 0 ? t('form.fixErrors', { count }) : outcome && !outcome.ok ? outcome.text : null;

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 rounded-xl bg-white p-4 shadow-sm md:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${section}.intro`)}</p>
      <form
        noValidate
        onSubmit={(e) => {
          setOutcome(null);
          void form.onSubmit(e);
        }}
        className="mt-4 space-y-5"
      >
        <div className={className}>
          <ErrorsContext.Provider value={form.errors}>{children}</ErrorsContext.Provider>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? t('form.saving') : (texts?.submit ?? t('form.save', { section: title }))}
          </Button>
          <div aria-live="polite" role="status">
            {outcome?.ok && <p className="font-medium text-green-800">{outcome.text}</p>}
          </div>
        </div>
        {alert && (
          <p role="alert" tabIndex={-1} className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {alert}
          </p>
        )}
      </form>
    </section>
  );
}
