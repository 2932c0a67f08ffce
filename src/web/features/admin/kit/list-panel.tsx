import type { ReactNode } from 'react';
import { SelectField } from '~/web/components/field';
import { Alert } from '~/web/components/alert';
import { Button } from './button';
import { PageNav } from './manager-page';

/**
 * A server-paged list: its count, the rows in a frame (or what the empty list says),
 * and the page links; `failed` says the list could not be read instead.
 */
export function ListPanel({
  failed,
  failedText,
  count,
  countTestId,
  empty,
  isEmpty,
  page,
  pages,
  onPage,
  children,
}: {
  failed: boolean;
  failedText: string;
  count: ReactNode;
  countTestId?: string;
  empty: ReactNode;
  isEmpty: boolean;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  if (failed) return <Alert tone="error" title={failedText} />;
  return (
    <>
      <p className="text-sm text-slate-700" data-testid={countTestId}>
        {count}
      </p>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {isEmpty ? <p className="p-10 text-center text-lg font-semibold text-slate-900">{empty}</p> : children}
      </div>
      <PageNav page={Math.min(page, pages)} pages={pages} onPage={onPage} />
    </>
  );
}

/** A labelled select of a list's statuses, "all" first. */
export function StatusField({
  label,
  value,
  onChange,
  statuses,
  name,
}: {
  label: string;
  value: string;
  onChange: (status: string) => void;
  statuses: readonly string[];
  /** A status's words ('all' included). */
  name: (status: string) => string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="min-w-40 sm:max-w-xs"
    >
      {['all', ...statuses].map((s) => (
        <option key={s} value={s}>
          {name(s)}
        </option>
      ))}
    </SelectField>
  );
}

/** The screen's data could not be read: said, with a button to read it again. */
export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry: () => void }) {
  return (
    <Alert tone="error" title={title}>
      <Button tone="danger" size="sm" className="mt-2" onClick={onRetry}>
        {retry}
      </Button>
    </Alert>
  );
}
