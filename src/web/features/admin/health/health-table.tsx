import { contractPath } from '~/shared/contract';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';
import { Link } from 'react-router';
import { formatDate, formatRwf } from '~/shared/format';
import type { HealthList, HealthPage, HealthRow } from '~/shared/schemas/sponsor-health';
import { Alert } from '~/web/components/alert';
import { mailtoHref } from '~/web/components/mailto';
import { useAdminT } from '../admin-i18n';
import { buttonClass } from '../kit/button';
import { columnsOf } from '../kit/columns';
import { DataTable } from '../kit/data-table';
import { DownloadIcon } from '../kit/icon';
import { PageNav } from '../kit/manager-page';
import { useListName } from './health-figures';

/** The supporter's name, opening their record for the staff who may read it. */
export function PersonName({ id, name, records }: { id: string | null; name: string; records: boolean }) {
  const { t } = useAdminT('records');
  const shown = name || t('health.unnamed');
  if (!id || !records) return <>{shown}</>;
  return (
    <Link
      to={`../supporters/${id}`}
      relative="path"
      className="font-medium text-brand-800 underline underline-offset-2"
      aria-label={t('health.openRecord', { name: shown })}
    >
      {shown}
    </Link>
  );
}

/** One list, a page of it, with its CSV (the whole list) and the pages. */
export function HealthTable({
  list,
  page,
  pageSize,
  rows,
  quietMonths,
  records,
}: {
  list: HealthList;
  page: number;
  pageSize: number;
  rows: HealthPage | null;
  quietMonths: number;
  records: boolean;
}) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const name = useListName()(list, quietMonths);
  const column = columnsOf<HealthRow>((key) => t(`health.columns.${key}`));
  const children = list === 'waiting';
  const columns = [
    column('name', (r) => <PersonName id={r.supporterId} name={r.name} records={records} />, { rowHeader: true }),
    ...(children
      ? []
      : [
          column('contact', (r) => (
            <span className="break-all">
              {r.email && (
                <a href={mailtoHref(r.email)} className="underline">
                  {r.email}
                </a>
              )}
              {r.phone && <span className="block whitespace-nowrap">{r.phone}</span>}
            </span>
          )),
        ]),
    ...(list === 'child-left' || list === 'quiet' ? [column('child', (r) => r.childName ?? '—')] : []),
    column('date', (r) => (r.date ? formatDate(r.date, lang) : '—'), { className: 'whitespace-nowrap' }),
    column('amount', (r) => (r.amountRwf === null ? '—' : formatRwf(r.amountRwf, lang)), {
      className: 'whitespace-nowrap tabular-nums',
    }),
    column('method', (r) => (r.method ? t(`methods.${r.method}`, { defaultValue: r.method }) : '—')),
    column('reason', (r) => (
      <>
        {t(`health.reasons.${r.reason}`)}
        {r.note && <q className="mt-1 block text-slate-600">{r.note}</q>}
      </>
    )),
  ];
  const pages = rows ? Math.max(1, Math.ceil(rows.total / pageSize)) : 1;
  return (
    <section aria-labelledby="health-list" className="space-y-3" data-health-list={list}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="health-list" className="text-lg font-semibold text-slate-900">
          {name} <span className="text-slate-600 tabular-nums">({rows?.total ?? 0})</span>
        </h2>
        {rows && rows.total > 0 && (
          <a
            href={contractPath(sponsorHealthContracts.list, { list }, { format: 'csv' })}
            download
            className={buttonClass({ size: 'sm' })}
            aria-label={t('health.exportLabel', { list: name })}
          >
            <DownloadIcon />
            {t('health.export')}
          </a>
        )}
      </div>
      {!rows ? (
        <Alert tone="error" title={t('health.listError')} />
      ) : rows.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">{t('health.empty')}</p>
      ) : (
        <>
          <DataTable rows={rows.data} columns={columns} caption={name} rowName="health-row" />
          <PageNav page={page} pages={pages} href={(p) => `?list=${list}&page=${p}`} />
        </>
      )}
    </section>
  );
}
