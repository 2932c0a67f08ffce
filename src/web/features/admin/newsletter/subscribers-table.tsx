import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import type { Subscription } from '~/shared/schemas/newsletter';
import { RowButton } from '../kit/button';
import { columnsOf } from '../kit/columns';
import { DataTable } from '../kit/data-table';
import { IntentForm } from '../kit/intent-post';

/**
 * The subscribers, each with Send Email and Delete: Delete is a form posted to the screen's
 * action (`remove`), natively before the script has loaded; after, `onDelete` (which asks first).
 */
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
  const column = columnsOf<Subscription>((key) => t(`newsletter.columns.${key}`));
  const columns = [
    column('email', (s) => s.email, { rowHeader: true, className: 'break-all' }),
    column('date', (s) => formatDate(s.createdAt, i18n.language), { className: 'whitespace-nowrap text-slate-700' }),
    // Send Email first: the everyday action before the destructive one.
    column('actions', (s) => (
      <div className="flex gap-2">
        <RowButton label={t('newsletter.sendEmail')} row={s.email} onClick={() => onSend(s)} />
        <IntentForm intent="remove" id={s._id} onPost={() => onDelete(s)}>
          <RowButton type="submit" tone="danger" label={t('newsletter.delete')} row={s.email} />
        </IntentForm>
      </div>
    )),
  ];
  return <DataTable rows={rows} columns={columns} caption={caption} phone="scroll" minWidth="min-w-[36rem]" />;
}
