import { DataTable } from './data-table';

type Props<T> = Omit<Parameters<typeof DataTable<T>>[0], 'phone' | 'bare' | 'dense' | 'minWidth'>;

/**
 * A small table inside a card (a chart's figures, an edit's fields before and after): no
 * frame or least width of its own, dense, scrolled sideways in its region when narrow.
 */
export function CompactTable<T>(props: Props<T>) {
  return <DataTable {...props} phone="scroll" minWidth="" bare dense />;
}
