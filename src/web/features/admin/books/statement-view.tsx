import { Link } from 'react-router';
import { formatNumber } from '~/shared/format';
import type { StatementRow, StatementSummary, StatementView as ViewName } from '~/shared/schemas/reconciliation';
import { statementViews } from '~/shared/schemas/reconciliation';
import { useAdminT } from '../admin-i18n';
import { SearchForm } from '../kit/filters';
import { AssignForm, type ChildChoice } from './assign-form';

export interface ShownStatement {
  statement: StatementSummary;
  view: ViewName;
  rows: StatementRow[];
  total: number;
  page: number;
  pageSize: number;
}

const money = (amount: number, currency: string, lang: string) =>
  `${currency} ${formatNumber(amount, lang, currency === 'RWF' ? 0 : 2, currency === 'RWF' ? 0 : 2)}`;

/** The children offered to record money for: those matching `query`, the first 100 of `total`. */
export interface ChildChoices {
  list: ChildChoice[];
  total: number;
  query: string;
}

/** One statement: its counts as links to each view (matched, different, in the statement only, ours only), and that view's lines. */
export function StatementView({ shown, kids }: { shown: ShownStatement; kids: ChildChoices }) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const { statement: s, view, rows } = shown;
  const childQ = view === 'statementOnly' && kids.query ? `&childQ=${encodeURIComponent(kids.query)}` : '';
  /** A view's page; the children's search kept on this view's pages unless `search` is false. */
  const href = (v: ViewName, page = 1, search = true) =>
    `?statement=${s._id}&view=${v}${page > 1 ? `&page=${page}` : ''}${search && v === view ? childQ : ''}`;
  const pages = Math.max(1, Math.ceil(shown.total / shown.pageSize));
  return (
    <section
      aria-labelledby="statement-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
      data-statement={s._id}
    >
      <h2 id="statement-title" className="text-lg font-semibold text-slate-900">
        {s.fileName} · {t(`books.recon.providers.${s.provider}`)}
      </h2>
      <p className="text-sm text-slate-600">
        {t('books.recon.lines', { count: s.lines })}
        {s.firstDay && s.lastDay ? ` · ${t('books.recon.days', { first: s.firstDay, last: s.lastDay })}` : ''}
        {s.repeated > 0 ? ` · ${t('books.recon.repeated', { count: s.repeated })}` : ''}
      </p>
      <nav aria-label={t('books.recon.title')} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {statementViews.map((v) => (
            <li key={v}>
              <Link
                to={href(v)}
                aria-current={v === view ? 'page' : undefined}
                data-view={v}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:border-slate-900 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {t(`books.recon.views.${v}`)} <span data-count={v}>{formatNumber(s.counts[v], lang)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'statementOnly' && rows.length > 0 && (
        <div className="mt-4 space-y-2">
          <SearchForm
            label={t('books.recon.childSearch.label')}
            name="childQ"
            value={kids.query}
            maxLength={100}
            submit={t('books.recon.childSearch.submit')}
            clear={t('books.recon.childSearch.clear')}
            clearTo={href(view, shown.page, false)}
          >
            <input type="hidden" name="statement" value={s._id} />
            <input type="hidden" name="view" value={view} />
            {shown.page > 1 && <input type="hidden" name="page" value={shown.page} />}
          </SearchForm>
          <p className="text-sm text-slate-600" data-testid="child-choices">
            {kids.total > kids.list.length
              ? t('books.recon.childSearch.some', { shown: kids.list.length, total: kids.total })
              : kids.query
                ? t('books.recon.childSearch.found', { count: kids.total })
                : t('books.recon.childSearch.all', { count: kids.total })}
          </p>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('books.recon.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t(`books.recon.views.${view}`)}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {(['reference', 'day', 'amount', 'payer', 'ours'] as const).map((c) => (
                  <th key={c} scope="col" className="px-2 py-2 font-medium">
                    {t(`books.recon.columns.${c}`)}
                  </th>
                ))}
                {view === 'different' && (
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t('books.recon.columns.difference')}
                  </th>
                )}
                {view === 'statementOnly' && (
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t('books.recon.columns.action')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r._id} className="border-b border-slate-100 align-top" data-line={r.reference}>
                  <th scope="row" className="px-2 py-2 font-mono font-normal">
                    {r.reference}
                  </th>
                  <td className="px-2 py-2 whitespace-nowrap">{r.day}</td>
                  <td className="px-2 py-2 whitespace-nowrap">
                    {money(r.amount, r.currency, lang)}
                    {!r.succeeded && <span className="ml-1 text-red-800">({t('books.recon.failed')})</span>}
                  </td>
                  <td className="px-2 py-2">{r.payer}</td>
                  <td className="px-2 py-2">
                    {r.ours
                      ? `${r.ours.reference} · ${money(r.ours.amount, r.currency, lang)} · ${r.ours.status}`
                      : '—'}
                  </td>
                  {view === 'different' && (
                    <td className="px-2 py-2">
                      {(r.difference ?? '')
                        .split(',')
                        .filter(Boolean)
                        .map((d) => t(`books.recon.difference.${d}`))
                        .join(', ')}
                    </td>
                  )}
                  {view === 'statementOnly' && (
                    <td className="px-2 py-2">
                      <AssignForm lineId={r._id} reference={r.reference} kids={kids.list} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('books.recon.statements')} className="mt-3 flex gap-3 text-sm">
          {shown.page > 1 && <Link to={href(view, shown.page - 1)}>←</Link>}
          <span>
            {shown.page} / {pages}
          </span>
          {shown.page < pages && <Link to={href(view, shown.page + 1)}>→</Link>}
        </nav>
      )}
    </section>
  );
}
