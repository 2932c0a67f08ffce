import type { ReactNode } from 'react';
import { useAdminT } from '../admin-i18n';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The cell that names the row (a `<th scope="row">`, the card's title on a phone). */
  rowHeader?: boolean;
  /** Classes of the cell (and of its header, with `align`). */
  className?: string;
  align?: 'right';
  /** On a phone card: beside the title (an amount), or not shown (the desktop's actions column shows its own). */
  card?: 'aside' | 'hide' | 'footer';
  /** The card's label, when the header is not text (default: the header). */
  cardLabel?: ReactNode;
}

interface TableProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  caption: string;
  /**
   * `cards` (default): a table from 768 px, a list of cards below; `scroll`: always a
   * table, scrolled sideways inside its own focusable region on a narrow screen.
   */
  phone?: 'cards' | 'scroll';
  /** The table's least width in `scroll` mode (a Tailwind class). */
  minWidth?: string;
  /** Attributes of a row (and its card): `data-*` the tests and scripts find it by. */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** Padding of the cells. */
  dense?: boolean;
}

const th = 'text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** A list declared once by its columns: a table, and a card per row on a phone. */
export function DataTable<T>(props: TableProps<T>) {
  const { rows, rowKey, columns, caption, phone = 'cards', rowProps } = props;
  const pad = props.dense ? 'px-3 py-3' : 'px-4 py-3';
  const table = (className: string) => (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={`${pad} ${th} ${c.align === 'right' ? 'text-right' : ''}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((c) => {
              const className = `${pad} align-top ${c.align === 'right' ? 'text-right' : ''} ${c.className ?? ''}`;
              return c.rowHeader ? (
                <th key={c.key} scope="row" className={`${className} text-left font-semibold text-slate-900`}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.key} className={className}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (phone === 'scroll')
    return (
      <ScrollRegion caption={caption}>
        {table(`w-full ${props.minWidth ?? 'min-w-[44rem]'} divide-y divide-slate-200 text-sm`)}
      </ScrollRegion>
    );
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {table('hidden w-full divide-y divide-slate-200 text-sm md:table')}
      <Cards {...props} />
    </div>
  );
}

function Cards<T>({ rows, rowKey, columns, caption, rowProps }: TableProps<T>) {
  const title = columns.filter((c) => c.rowHeader);
  const aside = columns.filter((c) => c.card === 'aside');
  const footer = columns.filter((c) => c.card === 'footer');
  const details = columns.filter((c) => !c.rowHeader && !c.card);
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="p-4" {...rowProps?.(row)}>
          <div className="flex items-baseline justify-between gap-3">
            <div className="font-semibold text-slate-900">
              {title.map((c) => (
                <div key={c.key}>{c.cell(row)}</div>
              ))}
            </div>
            {aside.map((c) => (
              <div key={c.key} className="font-bold whitespace-nowrap tabular-nums">
                {c.cell(row)}
              </div>
            ))}
          </div>
          {details.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {details.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-slate-600">{c.cardLabel ?? c.header}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          )}
          {footer.map((c) => (
            <div key={c.key} className="mt-3">
              {c.cell(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * A wide table's own focusable region, scrolled sideways on a narrow screen. `relative`
 * keeps the sr-only texts (absolutely positioned) inside the scroller, so they do not
 * widen the page on a phone.
 */
export function ScrollRegion({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useAdminT('adminContent');
  return (
    <div
      role="region"
      aria-label={t('common.tableScroll', { name: caption })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      {children}
    </div>
  );
}
