import { formatDate, formatRwf } from '~/shared/format';
import type { StaffChildGift } from '~/shared/schemas/child-gift';
import { linkTo } from '~/shared/contract';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { DataTable } from '../kit/data-table';

const statusTone = { received: 'bg-amber-100 text-amber-900', delivered: 'bg-green-100 text-green-900' } as const;

/** Gifts to sponsored children: who gave, to whom, what for, and whether it was handed over. */
export function GiftsTable({
  rows,
  caption,
  canDeliver,
  onDeliver,
}: {
  rows: readonly StaffChildGift[];
  caption: string;
  canDeliver: boolean;
  onDeliver: (gift: StaffChildGift) => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  return (
    <DataTable
      rows={rows}
      rowKey={(g) => g._id}
      caption={caption}
      rowProps={(g) => ({ 'data-gift': g._id, 'data-status': g.status })}
      columns={[
        { key: 'child', header: t('childGifts.columns.child'), cell: (g) => g.childName, rowHeader: true },
        {
          key: 'amount',
          header: t('childGifts.columns.amount'),
          cell: (g) => formatRwf(g.amount, lang),
          align: 'right',
          card: 'aside',
        },
        { key: 'kind', header: t('childGifts.columns.kind'), cell: (g) => t(`childGifts.kinds.${g.kind}`) },
        {
          key: 'sponsor',
          header: t('childGifts.columns.sponsor'),
          cell: (g) => (
            <>
              <span className="block">{g.sponsorName}</span>
              <span className="block text-sm text-slate-600">{g.sponsorEmail}</span>
            </>
          ),
        },
        {
          key: 'date',
          header: t('childGifts.columns.date'),
          cell: (g) => (
            <>
              <span className="block">{formatDate(g.createdAt, lang, { dateStyle: 'medium' })}</span>
              <span className="block text-sm text-slate-600">{g.reference}</span>
            </>
          ),
        },
        {
          key: 'status',
          header: t('childGifts.columns.status'),
          cell: (g) => (
            <>
              <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${statusTone[g.status]}`}>
                {t(`childGifts.statuses.${g.status}`)}
              </span>
              {g.deliveredAt && (
                <span className="mt-1 block text-sm text-slate-600">
                  {formatDate(g.deliveredAt, lang, { dateStyle: 'medium' })}
                </span>
              )}
              {g.deliveryPhoto && (
                <a
                  className="mt-1 block text-sm font-semibold text-brand-700 underline"
                  href={linkTo(childGiftStaffContracts.photo, { params: { id: g._id }, query: { w: '1200' } })}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('childGifts.viewPhoto')}
                </a>
              )}
            </>
          ),
        },
        {
          key: 'actions',
          header: t('childGifts.columns.actions'),
          card: 'footer',
          cell: (g) =>
            g.status === 'received' && canDeliver ? (
              <Button
                size="sm"
                aria-label={`${t('childGifts.deliver')}: ${g.childName}, ${g.reference}`}
                onClick={() => onDeliver(g)}
              >
                {t('childGifts.deliver')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
