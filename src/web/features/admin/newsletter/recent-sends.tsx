import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { Panel } from '../kit/panel';
import type { SendProgress } from './types';

/** The latest newsletter sends (`newsletterContracts.sends`) with their result. */
export function RecentSends({ sends }: { sends: SendProgress[] }) {
  const { t, i18n } = useAdminT('adminContent');
  const title = t('newsletter.recent.title');
  const header = columnsOf<SendProgress>((key) => t(`newsletter.recent.${key}`));
  const column: typeof header = (key, cell, more) => header(key, cell, { className: 'text-slate-700', ...more });
  const columns: Column<SendProgress>[] = [
    column('subject', (s) => s.subject, { rowHeader: true, className: 'font-medium' }),
    column('audience', (s) => t(s.audience === 'all' ? 'newsletter.recent.all' : 'newsletter.recent.one')),
    column(
      'date',
      (s) => (s.createdAt ? formatDate(s.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : ''),
      { className: 'whitespace-nowrap text-slate-700' },
    ),
    column('status', (s) => t(`newsletter.recent.statuses.${s.status}`)),
    column('result', (s) => t('newsletter.progress.counts', { sent: s.sent, total: s.total, failed: s.failed }), {
      className: 'whitespace-nowrap text-slate-700',
    }),
  ];
  return (
    <Panel title={title} className="mt-10" titleClassName="mb-3 text-lg font-semibold text-slate-900">
      {sends.length === 0 ? (
        <p className="text-slate-700">{t('newsletter.recent.empty')}</p>
      ) : (
        <DataTable rows={sends} columns={columns} caption={title} phone="stack" minWidth="md:min-w-[40rem]" />
      )}
    </Panel>
  );
}
