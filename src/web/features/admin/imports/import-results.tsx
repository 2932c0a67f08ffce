import type { ImportRowResult } from '~/shared/schemas/imports';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DataTable } from '~/web/features/admin/kit/data-table';

/** A check, a refused import or an import: what the screen shows of it. */
export interface ShownResult {
  mode: 'check' | 'refused' | 'imported';
  fileName: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  results: ImportRowResult[];
  /** The results as CSV (a kept run or check). */
  download?: string;
  /** An import of supporters: the likely duplicates among its people. */
  duplicates?: { importId: string; count: number };
}

/** A table stays readable: the first rows are drawn, the download has them all. */
const SHOWN = 500;

const STATUS_TONE: Record<ImportRowResult['status'], string> = {
  created: 'bg-green-100 text-green-900',
  updated: 'bg-sky-100 text-sky-900',
  unchanged: 'bg-slate-100 text-slate-700',
  error: 'bg-red-100 text-red-900',
};

/**
 * Every row's result as a table a person acts on (docs/importing.md, "The Import screen"):
 * the totals, then the rows with errors (the column and the plain reason of each), then every
 * row in a disclosure. A check says what would happen; an import what did.
 */
export function ImportResults({ result, duplicatesPath }: { result: ShownResult; duplicatesPath: string | null }) {
  const { t } = useAdminT('records');
  const errors = result.results.filter((r) => r.status === 'error');
  const statusKey = result.mode === 'imported' ? 'imports.status' : 'imports.willStatus';
  const table = (rows: ImportRowResult[], caption: string) => (
    <>
      <DataTable<ImportRowResult>
        rows={rows.slice(0, SHOWN)}
        rowKey={(r) => String(r.row)}
        rowName="import-row"
        caption={caption}
        phone="stack"
        dense
        columns={[
          { key: 'row', header: t('imports.columns.row'), rowHeader: true, cell: (r) => r.row },
          {
            key: 'status',
            header: t('imports.columns.result'),
            cell: (r) => (
              <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS_TONE[r.status]}`}>
                {t(`${statusKey}.${r.status}`)}
              </span>
            ),
          },
          { key: 'ref', header: t('imports.columns.ref'), cell: (r) => r.ref ?? '' },
          {
            key: 'problems',
            header: t('imports.columns.problems'),
            cell: (r) =>
              r.errors.length ? (
                <ul className="list-disc pl-4">
                  {r.errors.map((e, i) => (
                    <li key={i}>{t('imports.problem', { column: e.column, message: e.message })}</li>
                  ))}
                </ul>
              ) : (
                ''
              ),
          },
        ]}
      />
      {rows.length > SHOWN && (
        <p className="mt-2 text-sm text-slate-600">{t('imports.shownFirst', { count: SHOWN })}</p>
      )}
    </>
  );
  const totals = t('imports.totals', {
    rows: result.rows,
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    failed: result.failed,
  });
  const title =
    result.mode === 'refused'
      ? t('imports.refused', { count: result.failed })
      : result.mode === 'check'
        ? t('imports.checked', { file: result.fileName })
        : t('imports.imported', { file: result.fileName });
  return (
    <section className="mt-6 space-y-4" aria-labelledby="import-result-title" data-testid="import-result">
      <Alert tone={result.mode === 'refused' ? 'error' : result.failed ? 'info' : 'success'}>
        <h2 id="import-result-title" className="font-semibold">
          {title}
        </h2>
        <p className="mt-1" data-testid="import-totals">
          {totals}
        </p>
      </Alert>
      {result.duplicates && duplicatesPath && result.duplicates.count > 0 && (
        <Alert tone="info">
          <a
            href={`${duplicatesPath}?import=${result.duplicates.importId}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('imports.duplicatesFound', { count: result.duplicates.count })}
          </a>
        </Alert>
      )}
      {result.download && (
        <a href={result.download} download className="inline-block font-semibold text-brand-700 underline">
          {t('imports.download')}
        </a>
      )}
      {errors.length > 0 && (
        <div>
          <h3 className="mb-2 text-lg font-semibold text-slate-900">{t('imports.errorsTitle')}</h3>
          {table(errors, t('imports.errorsTitle'))}
        </div>
      )}
      {result.results.length > 0 && (
        <details open={errors.length === 0 && result.results.length <= 50}>
          <summary className="cursor-pointer font-semibold text-slate-900">
            {t('imports.allRows', { count: result.results.length })}
          </summary>
          <div className="mt-2">{table(result.results, t('imports.allRows', { count: result.results.length }))}</div>
        </details>
      )}
    </section>
  );
}
