import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import type { Subscription } from '~/shared/schemas/newsletter';
import { RowButton } from '../kit/button';
import { DataTable } from '../kit/data-table';

export function SubscribersTable({
  rows,
  caption,
  onDelete,
  onSend,
}: {
  rows: Subscription[];
  caption: string;
  onDelete: (s: Subscription) => void;
  onSend: (s: Subscription) => void;
}) {
  const { t, i18n } = useAdminT('adminContent');
  const header = (key: string) => t(`newsletter.columns.${key}`);
  return (
    <DataTable
      rows={rows}
      rowKey={(s) => s._id}
      caption={caption}
      phone="scroll"
      minWidth="min-w-[36rem]"
      columns={[
        { key: 'email', header: header('email'), rowHeader: true, className: 'break-all', cell: (s) => s.email },
        {
          key: 'date',
          header: header('date'),
          className: 'whitespace-nowrap text-slate-700',
          cell: (s) => formatDate(s.createdAt, i18n.language),
        },
        {
          key: 'actions',
          header: header('actions'),
          cell: (s) => (
            // Send Email first: the everyday action before the destructive one.
            <div className="flex gap-2">
              <RowButton label={t('newsletter.sendEmail')} row={s.email} onClick={() => onSend(s)} />
              <RowButton tone="danger" label={t('newsletter.delete')} row={s.email} onClick={() => onDelete(s)} />
            </div>
          ),
        },
      ]}
    />
  );
}
