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
  cardLabel?: string;
  /** On a phone, this row's cell is left out (an empty reason, no action). */
  hideOnPhone?: (row: T) => boolean;
}

interface TableProps<T> {
  rows: readonly T[];
  /** A row's key (default: the record's `_id`). */
  rowKey?: (row: T) => string;
  /** What a row is: each row (and card) carries `data-<rowName>` set to its key, which tests and scripts find it by. */
  rowName?: string;
  columns: readonly Column<T>[];
  caption: string;
  /**
   * `cards` (default): a table from 768 px, a list of cards below; `stack`: one table
   * whose rows stack as labelled cards below 768 px; `scroll`: always a table, scrolled
   * sideways inside its own focusable region on a narrow screen.
   */
  phone?: 'cards' | 'stack' | 'scroll';
  /** The table's own attributes (a `data-testid`). */
  tableProps?: Record<string, string>;
  /** No frame of its own (the table sits in a panel that has one). */
  bare?: boolean;
  /** The table's least width (a Tailwind class; in `stack` mode a wide screen's: `md:min-w-[56rem]`). */
  minWidth?: string;
  /** Attributes of a row (and its card): `data-*` the tests and scripts find it by. */
  rowProps?: (row: T) => Record<string, string | undefined>;
  /** Padding of the cells. */
  dense?: boolean;
}

const th = 'text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** A list declared once by its columns: a table, and a card per row on a phone. */
export function DataTable<T>(props: TableProps<T>) {
  const { rows, rowKey = recordId, columns, caption, phone = 'cards' } = props;
  const rowProps = rowAttributes(props);
  const pad = props.dense ? 'px-3 py-3' : 'px-4 py-3';
  const stack = phone === 'stack';
  // Stacked: the explicit roles keep the table a table for screen readers once CSS changes its display.
  const role = (name: string) => (stack ? { role: name } : {});
  const cellClass = (c: Column<T>, row: T) =>
    stack
      ? `${stackCell} ${c.rowHeader ? 'max-md:before:content-none' : ''} ${c.hideOnPhone?.(row) ? 'max-md:hidden' : ''}`
      : `${pad} align-top`;
  const table = (className: string) => (
    <table className={className} {...role('table')} {...props.tableProps}>
      <caption className="sr-only">{caption}</caption>
      <thead className={`bg-slate-50 ${stack ? 'max-md:sr-only' : ''}`} {...role('rowgroup')}>
        <tr {...role('row')}>
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              {...role('columnheader')}
              className={`${pad} ${th} ${c.align === 'right' ? 'text-right' : ''}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={`divide-y divide-slate-100 ${stack ? 'max-md:block' : ''}`} {...role('rowgroup')}>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            {...role('row')}
            className={stack ? 'max-md:block max-md:py-2' : undefined}
            {...rowProps(row)}
          >
            {columns.map((c) => {
              const label = stack
                ? { 'data-label': c.cardLabel ?? (typeof c.header === 'string' ? c.header : '') }
                : {};
              const className = `${cellClass(c, row)} ${c.align === 'right' ? 'md:text-right' : ''} ${c.className ?? ''}`;
              return c.rowHeader ? (
                <th
                  key={c.key}
                  scope="row"
                  {...role('rowheader')}
                  {...label}
                  className={`${className} text-left font-semibold text-slate-900`}
                >
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.key} {...role('cell')} {...label} className={className}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const frame = props.bare ? '' : 'rounded-xl border border-slate-200 bg-white';
  const width = props.minWidth ?? 'min-w-[44rem]';
  if (phone === 'scroll')
    return (
      <ScrollRegion caption={caption} bare={props.bare}>
        {table(`w-full ${width} divide-y divide-slate-200 text-sm`)}
      </ScrollRegion>
    );
  if (stack)
    return (
      <ScrollRegion caption={caption} bare={props.bare} overflow="md:overflow-x-auto">
        {table(`w-full text-left text-sm max-md:block ${props.minWidth ?? ''}`)}
      </ScrollRegion>
    );
  return (
    <div className={`overflow-hidden ${frame}`}>
      {table('hidden w-full divide-y divide-slate-200 text-sm md:table')}
      <Cards {...props} />
    </div>
  );
}

/** Records carry `_id` (uuid). */
const recordId = (row: unknown) => (row as { _id: string })._id;

/** A row's attributes: its `data-<rowName>` and what `rowProps` adds. */
const rowAttributes =
  <T,>({ rowKey = recordId, rowName, rowProps }: TableProps<T>) =>
  (row: T) => ({ ...(rowName ? { [`data-${rowName}`]: rowKey(row) } : {}), ...rowProps?.(row) });

/** Under md each stacked row's cell shows its column's name first (data-label). */
const stackCell =
  'px-3 md:py-3 md:align-top max-md:flex max-md:justify-between max-md:gap-3 max-md:py-1 max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

function Cards<T>(props: TableProps<T>) {
  const { rows, rowKey = recordId, columns, caption } = props;
  const rowProps = rowAttributes(props);
  const title = columns.filter((c) => c.rowHeader);
  const aside = columns.filter((c) => c.card === 'aside');
  const footer = columns.filter((c) => c.card === 'footer');
  const details = columns.filter((c) => !c.rowHeader && !c.card);
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label={caption}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="p-4" {...rowProps(row)}>
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
              {details
                .filter((c) => !c.hideOnPhone?.(row))
                .map((c) => (
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
export function ScrollRegion({
  caption,
  bare = false,
  overflow = 'overflow-x-auto',
  children,
}: {
  caption: string;
  bare?: boolean;
  /** When it scrolls (a stacked table: only from 768 px). */
  overflow?: string;
  children: ReactNode;
}) {
  const { t } = useAdminT('adminContent');
  return (
    <div
      role="region"
      aria-label={t('common.tableScroll', { name: caption })}
      tabIndex={0}
      className={`relative ${overflow} ${bare ? '' : 'rounded-xl border border-slate-200 bg-white'}`}
    >
      {children}
    </div>
  );
}
