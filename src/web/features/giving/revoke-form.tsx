import { Form, useNavigation } from 'react-router';
import type { GivingT } from './page-t';

/**
 * "Sign out of all links": every link to this page sent so far (receipts, reminders,
 * a forwarded one) stops working, this one too, and a fresh one is e-mailed. A plain
 * form: works without JavaScript.
 */
export function RevokeForm({ t, token }: { t: GivingT; token: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <section aria-labelledby="revoke-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="revoke-heading" className="text-xl font-semibold text-slate-900">
        {t('revoke.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('revoke.intro')}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="revoke" />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
        >
          {t('revoke.button')}
        </button>
      </Form>
    </section>
  );
}
