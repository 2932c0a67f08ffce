import type { SmsMessage } from '~/shared/schemas/sms';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from '~/web/features/admin/records/time-zone';

const tone: Record<SmsMessage['status'], string> = {
  queued: 'bg-slate-100 text-slate-800',
  sending: 'bg-slate-100 text-slate-800',
  sent: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-amber-100 text-amber-900',
};

/** Messages newest first: when, to whom, what, its status and, for a failed one, why. */
export function SmsTable({ rows }: { rows: SmsMessage[] }) {
  const { t, i18n } = useAdminT('sms');
  const timeZone = useOrgTimeZone();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="sms-messages">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="p-3">
              {t('admin.list.date')}
            </th>
            <th scope="col" className="p-3">
              {t('admin.list.number')}
            </th>
            <th scope="col" className="p-3">
              {t('admin.list.kind')}
            </th>
            <th scope="col" className="p-3">
              {t('admin.list.status')}
            </th>
            <th scope="col" className="p-3">
              {t('admin.list.text')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m._id} className="border-b border-slate-100 align-top">
              <td className="whitespace-nowrap p-3">{formatStamp(m.createdAt, i18n.language, timeZone)}</td>
              <td className="whitespace-nowrap p-3">{m.phone}</td>
              <td className="p-3">{t(`admin.kinds.${m.kind}`)}</td>
              <td className="p-3">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[m.status]}`}>
                  {t(`admin.statuses.${m.status}`)}
                </span>
                {m.lastError && (m.status === 'failed' || m.status === 'skipped' || m.status === 'queued') && (
                  <p className="mt-1 text-xs text-red-900">
                    <span className="sr-only">{t('admin.list.error')}: </span>
                    {m.lastError}
                  </p>
                )}
              </td>
              <td className="max-w-md break-words p-3">{m.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
