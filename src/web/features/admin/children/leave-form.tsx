import { Form } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { departureReasons } from '~/shared/schemas/departure';
import type { AdminChild } from '~/shared/schemas/child';

const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

/** Staff record that a child left, with a message for the sponsor (a plain form: works without JavaScript). */
export function LeaveForm({ child, busy, error }: { child: AdminChild | null; busy: boolean; error: string | null }) {
  const { t } = useAdminT('children');
  if (!child)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
        {t('leaving.notFound')}
      </p>
    );
  if (child.leftAt)
    return (
      <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
        {t('leaving.alreadyLeft')}
      </p>
    );
  const errorText = error === 'failed' || error === 'notFound' ? t(`leaving.${error}`) : error;
  return (
    <section aria-labelledby="leave-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="leave-heading" className="text-xl font-semibold text-slate-900">
        {t('admin.leaveTitle', { name: child.name })}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {child.sponsor
          ? `${t('leaving.sponsor')}: ${child.sponsor.name} (${child.sponsor.email}). ${
              child.sponsor.paymentFrequency === 'monthly' ? t('leaving.planNote') : ''
            }`
          : t('leaving.noSponsorNote')}
      </p>
      {errorText && (
        <p id="leave-error" role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
          {errorText}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4" aria-describedby={errorText ? 'leave-error' : undefined}>
        <input type="hidden" name="childId" value={child._id} />
        <label className="block text-sm font-medium text-slate-800">
          {t('admin.reason')}
          <select name="reason" required className={field} defaultValue="graduated">
            {departureReasons.map((r) => (
              <option key={r} value={r}>
                {t(`reasons.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('admin.message')}
          <textarea name="message" required maxLength={2000} rows={5} className={field} aria-describedby="leave-hint" />
        </label>
        <p id="leave-hint" className="text-sm text-slate-600">
          {t('admin.messageHint')}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {t('admin.leaveSubmit')}
          </button>
          <a
            href="sponsor_leaving"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800"
          >
            {t('admin.cancel')}
          </a>
        </div>
      </Form>
    </section>
  );
}
