import { Link } from 'react-router';
import { importRunContracts } from '~/shared/contracts/import-runs';
import { linkTo } from '~/shared/contract';
import { formatDate } from '~/shared/format';
import type { ImportRun } from '~/shared/schemas/import-runs';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DataTable } from '~/web/features/admin/kit/data-table';
import { IntentButton } from '~/web/features/admin/kit/intent-button';
import { EmptyState } from '~/web/features/admin/kit/manager-page';
import type { PagedList } from '~/web/features/admin/kit/paged-list';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';

/**
 * Past imports (docs/importing.md, "The Import screen"): when, who, the file, the counts, the
 * results again as CSV, and for an import of supporters what follows it: "send portal links"
 * (a plain form, once) and its likely duplicates.
 */
export function PastImports({
  list,
  duplicatesPath,
  mayFollowUp,
}: {
  list: PagedList<ImportRun>;
  /** The duplicates screen, or null for a role that does not see it. */
  duplicatesPath: string | null;
  /** Finance and administrators send portal links. */
  mayFollowUp: boolean;
}) {
  const { t, i18n } = useAdminT('records');
  const url = useUrlState();
  const when = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const afterwards = (r: ImportRun) => {
    if (r.kind !== 'supporters' || !r.finishedAt) return null;
    return (
      <div className="space-y-2">
        {r.portalLinksAt ? (
          <p className="text-sm">{t('imports.portal.sentOn', { date: when(r.portalLinksAt) })}</p>
        ) : mayFollowUp && r.people > 0 ? (
          <div className="space-y-1">
            <IntentButton intent="portal-links" id={r._id} label={t('imports.portal.send')} tone="outline" />
            <p className="text-xs text-slate-600">{t('imports.portal.hint', { count: r.people })}</p>
          </div>
        ) : (
          r.people === 0 && <p className="text-sm text-slate-600">{t('imports.portal.none')}</p>
        )}
        {duplicatesPath && (
          <Link to={`${duplicatesPath}?import=${r._id}`} className="text-sm text-brand-700 underline">
            {t('imports.duplicatesLink')}
          </Link>
        )}
      </div>
    );
  };
  return (
    <section className="mt-10" aria-labelledby="past-imports">
      <h2 id="past-imports" className="mb-3 text-xl font-semibold text-slate-900">
        {t('imports.past')}
      </h2>
      {list.rows.length === 0 ? (
        <EmptyState title={t('imports.pastEmpty')} />
      ) : (
        <DataTable<ImportRun>
          rows={list.rows}
          rowName="import"
          caption={t('imports.pastCaption')}
          phone="stack"
          columns={[
            { key: 'file', header: t('imports.pastColumns.file'), rowHeader: true, cell: (r) => r.fileName },
            { key: 'kind', header: t('imports.pastColumns.kind'), cell: (r) => t(`imports.kinds.${r.kind}`) },
            { key: 'when', header: t('imports.pastColumns.when'), cell: (r) => when(r.createdAt) },
            { key: 'by', header: t('imports.pastColumns.by'), cell: (r) => r.by ?? t('imports.commandLine') },
            {
              key: 'counts',
              header: t('imports.pastColumns.counts'),
              cell: (r) =>
                r.finishedAt
                  ? t('imports.pastCounts', {
                      rows: r.rows,
                      created: r.created,
                      updated: r.updated,
                      unchanged: r.unchanged,
                      failed: r.failed,
                    })
                  : t('imports.unfinished'),
            },
            {
              key: 'results',
              header: t('imports.pastColumns.results'),
              cell: (r) => (
                <a
                  href={linkTo(importRunContracts.results, { params: { id: r._id } })}
                  download
                  className="text-brand-700 underline"
                >
                  {t('imports.download')}
                </a>
              ),
            },
            { key: 'after', header: t('imports.pastColumns.after'), cell: afterwards },
          ]}
        />
      )}
      <UrlPageNav url={url} page={list.page} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
