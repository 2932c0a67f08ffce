import type { SmsMessage } from '~/shared/schemas/sms';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { DataTable } from '../kit/data-table';

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
  const header = (key: string) => t(`admin.list.${key}`);
  return (
    <DataTable
      rows={rows}
      rowKey={(m) => m._id}
      caption={t('admin.list.heading')}
      phone="scroll"
      bare
      dense
      tableProps={{ 'data-testid': 'sms-messages' }}
      columns={[
        {
          key: 'date',
          header: header('date'),
          className: 'whitespace-nowrap',
          cell: (m) => formatStamp(m.createdAt, i18n.language, timeZone),
        },
        { key: 'number', header: header('number'), className: 'whitespace-nowrap', cell: (m) => m.phone },
        { key: 'kind', header: header('kind'), cell: (m) => t(`admin.kinds.${m.kind}`) },
        {
          key: 'status',
          header: header('status'),
          cell: (m) => (
            <>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[m.status]}`}>
                {t(`admin.statuses.${m.status}`)}
              </span>
              {m.lastError && (m.status === 'failed' || m.status === 'skipped' || m.status === 'queued') && (
                <p className="mt-1 text-xs text-red-900">
                  <span className="sr-only">{t('admin.list.error')}: </span>
                  {m.lastError}
                </p>
              )}
            </>
          ),
        },
        { key: 'text', header: header('text'), className: 'max-w-md break-words', cell: (m) => m.text },
      ]}
    />
  );
}
