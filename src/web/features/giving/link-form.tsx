import { Form, useNavigation } from 'react-router';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import type { GivingT } from './page-t';

/** "Send me my link": the same answer whether or not the address is known. */
export function LinkForm({ t, sent, error }: { t: GivingT; sent: string | null; error: string | null }) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="link-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="link-heading" className="text-xl font-semibold text-slate-900">
        {t('link.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('link.intro')}</p>
      {sent && (
        <div className="mt-4">
          <Alert tone="success">{sent}</Alert>
        </div>
      )}
      <Form method="post" className="mt-4 space-y-4" noValidate={false}>
        <input type="hidden" name="intent" value="link" />
        <TextField
          label={t('link.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={error ?? undefined}
        />
        <button
          type="submit"
          disabled={submitting}
          className="min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {t('link.button')}
        </button>
      </Form>
    </section>
  );
}
