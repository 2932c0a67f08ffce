import { mailtoHref } from '~/web/components/mailto';
import type { Departure } from '~/shared/schemas/departure';
import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import { type Column, DataTable } from '../kit/data-table';

/** Children who left and what their sponsor chose (the admin kit's table, scrolled sideways on a phone). */
export function DepartureList({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: Departure[];
  empty: string;
}) {
  const { t, i18n } = useAdminT('children');
  const lang = i18n.language as 'en' | 'fr' | 'rw';
  const columns: Column<Departure>[] = [
    { key: 'child', header: t('admin.overdueChild'), cell: (d) => d.childName ?? '—', rowHeader: true },
    { key: 'reason', header: t('admin.overdueReason'), cell: (d) => t(`reasons.${d.reason}`) },
    {
      key: 'since',
      header: t('admin.overdueSince'),
      cell: (d) => formatDate(d.createdAt, lang, { dateStyle: 'medium' }),
    },
    {
      key: 'sponsor',
      header: t('admin.overdueSponsor'),
      cell: (d) =>
        d.sponsorEmail ? (
          <>
            {d.sponsorName}
            <br />
            <a className="text-brand-800 underline" href={mailtoHref(d.sponsorEmail)}>
              {d.sponsorEmail}
            </a>
          </>
        ) : (
          t('leaving.noSponsor')
        ),
    },
    {
      key: 'choice',
      header: t('leaving.choice'),
      cell: (d) => (d.choice ? t(`choices.${d.choice}`) : d.sponsorEmail ? t('leaving.waiting') : '—'),
    },
  ];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <DataTable
          rows={rows}
          rowKey={(d) => d._id}
          columns={columns}
          caption={title}
          phone="scroll"
          minWidth="min-w-[40rem]"
          dense
        />
      )}
    </section>
  );
}
