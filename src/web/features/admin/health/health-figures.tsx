import { Link } from 'react-router';
import { formatNumber } from '~/shared/format';
import { type HealthList, type HealthSummary, healthLists } from '~/shared/schemas/sponsor-health';
import { useAdminT } from '../admin-i18n';
import { Panel } from '../kit/panel';

/** A list's name on the screen (the silence's months are the child-news setting). */
export const useListName = () => {
  const { t } = useAdminT('records');
  return (list: HealthList, months: number) => t(`health.lists.${list}`, { months });
};

/**
 * Retention and the size of each list: figures every role may read. For staff who may
 * read the lists, each count opens its list (`?list=`); the current one is marked.
 */
export function HealthFigures({ summary, current }: { summary: HealthSummary; current: HealthList }) {
  const { t, i18n } = useAdminT('records');
  const listName = useListName();
  const { retention } = summary;
  const number = (n: number) => formatNumber(n, i18n.language);
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <Panel title={t('health.retention.title')}>
        {retention.rate === null ? (
          <p className="mt-2 text-sm text-slate-600">{t('health.retention.none')}</p>
        ) : (
          <>
            <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums" data-retention>
              {t('health.retention.rate', { rate: formatNumber(retention.rate, i18n.language, 1) })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('health.retention.detail', { retained: number(retention.retained), base: number(retention.base) })}
            </p>
          </>
        )}
      </Panel>
      <nav aria-label={t('health.listsNav')} className="rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
        <ul className="grid gap-1 sm:grid-cols-2">
          {healthLists.map((list) => {
            const name = listName(list, summary.quietMonths);
            const count = <span className="font-bold tabular-nums">{number(summary.counts[list])}</span>;
            const row = 'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm';
            return (
              <li key={list} data-health-count={list}>
                {summary.personal ? (
                  <Link
                    to={`?list=${list}`}
                    preventScrollReset
                    aria-current={list === current ? 'page' : undefined}
                    className={`${row} ${list === current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
                  >
                    <span>{name}</span>
                    {count}
                  </Link>
                ) : (
                  <p className={`${row} text-slate-800`}>
                    <span>{name}</span>
                    {count}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
