import type { ReactNode } from 'react';
import type { Column } from './data-table';

/**
 * A table's column maker: `column(key, cell, more)` is the column `key`, its header
 * `header(key)` (the table's catalogue words), its cell, and anything `more` says.
 */
export const columnsOf =
  <T>(header: (key: string) => ReactNode) =>
  (key: string, cell: Column<T>['cell'], more: Partial<Column<T>> = {}): Column<T> => ({
    key,
    header: header(key),
    cell,
    ...more,
  });
