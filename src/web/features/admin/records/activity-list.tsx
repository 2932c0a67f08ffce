import { Link } from 'react-router';
import type { ActivityEntry } from '~/shared/schemas/activity';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from './time-zone';

const shown = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** The log's entries: who did what to which record and when; an edit's fields before and after. */
export function ActivityList({
  entries,
  recordLink,
}: {
  entries: ActivityEntry[];
  recordLink: (entity: string, id: string) => string;
}) {
  const { t, i18n } = useAdminT('records');
  const timeZone = useOrgTimeZone();
  return (
    <ol className="space-y-3">
      {entries.map((a) => {
        const keys = [...new Set([...Object.keys(a.before ?? {}), ...Object.keys(a.after ?? {})])];
        return (
          <li
            key={a.id}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
            data-activity={a.id}
          >
            <p className="text-slate-900">
              <span className="font-semibold">{a.user?.name ?? t('activity.formerStaff')}</span>{' '}
              {t(`actions.${a.action}`, { defaultValue: a.action })} ·{' '}
              {t(`entities.${a.entity}`, { defaultValue: a.entity })}
              {a.entityName && <span className="font-semibold"> {a.entityName}</span>}
              {a.entityId && (
                <>
                  {' '}
                  <Link
                    to={recordLink(a.entity, a.entityId)}
                    className="font-mono text-xs text-brand-800 underline"
                    aria-label={a.entityName ? `${a.entityName} (${a.entityId.slice(0, 8)})` : undefined}
                  >
                    {a.entityId.slice(0, 8)}
                  </Link>
                </>
              )}
            </p>
            <p className="text-slate-600">
              <time dateTime={a.createdAt}>{formatStamp(a.createdAt, i18n.language, timeZone)}</time>
            </p>
            {keys.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer font-medium text-brand-800">
                  {a.before && a.after ? t('activity.changes', { count: keys.length }) : t('activity.details')}
                </summary>
                <div className="mt-2 overflow-x-auto">
                  <table className="w-full text-left text-xs">
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pr-3">
                          {t('activity.field')}
                        </th>
                        {a.before && (
                          <th scope="col" className="py-1 pr-3">
                            {t('activity.before')}
                          </th>
                        )}
                        {a.after && (
                          <th scope="col" className="py-1">
                            {t('activity.after')}
                          </th>
                        )}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100 align-top">
                      {keys.map((k) => (
                        <tr key={k}>
                          <th scope="row" className="py-1 pr-3 font-mono font-normal">
                            {k}
                          </th>
                          {a.before && (
                            <td className="max-w-xs py-1 pr-3 break-words text-red-900">{shown(a.before[k])}</td>
                          )}
                          {a.after && <td className="max-w-xs py-1 break-words text-green-900">{shown(a.after[k])}</td>}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
