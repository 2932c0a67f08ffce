import { Link } from 'react-router';
import type { ActivityEntry } from '~/shared/schemas/activity';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { columnsOf } from '../kit/columns';
import { CompactTable } from '../kit/compact-table';
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
                <div className="mt-2">
                  <Changes entry={a} fields={keys} />
                </div>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** An entry's fields before and after (either alone for a record created or deleted). */
function Changes({ entry, fields }: { entry: ActivityEntry; fields: string[] }) {
  const { t } = useAdminT('records');
  const { before, after } = entry;
  const column = columnsOf<string>((key) => t(`activity.${key}`));
  const columns = [
    column('field', (k) => k, { rowHeader: true, className: 'font-mono text-xs' }),
    ...(before ? [column('before', (k) => shown(before[k]), { className: 'max-w-xs break-words text-red-900' })] : []),
    ...(after ? [column('after', (k) => shown(after[k]), { className: 'max-w-xs break-words text-green-900' })] : []),
  ];
  const caption = before && after ? t('activity.changes', { count: fields.length }) : t('activity.details');
  return <CompactTable rows={fields} rowKey={String} columns={columns} caption={caption} />;
}
