import type { ReactNode } from 'react';
import { Alert } from '~/web/components/alert';
import { EmptyState } from './manager-page';

/**
 * A list the loader read: why it could not be read (`failed`, the alert's title), or its
 * count (announced as it changes), the rows or what an empty list says, and `pager`.
 */
export function RecordList({
  failed,
  count,
  empty,
  isEmpty,
  busy = false,
  pager,
  children,
}: {
  failed?: string | false;
  count: ReactNode;
  empty: ReactNode;
  isEmpty: boolean;
  /** The next rows are being read. */
  busy?: boolean;
  pager?: ReactNode;
  children: ReactNode;
}) {
  if (failed) return <Alert tone="error" title={failed} />;
  return (
    <div aria-busy={busy || undefined}>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {count}
      </p>
      {isEmpty ? <EmptyState title={empty} /> : children}
      {pager}
    </div>
  );
}
