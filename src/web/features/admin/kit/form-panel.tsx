import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

/**
 * An add/edit form opened in the page (not a modal): a titled section that takes focus
 * to its first field, and scrolls into view, when it opens or `record` changes.
 */
export function FormPanel({ title, record, children }: { title: ReactNode; record: unknown; children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'start' });
  }, [record]);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A form's submit and cancel buttons: the submit says "saving…" and is disabled while
 * the record is sent. `end` puts them on the right, cancel first (a dialog's footer).
 */
export function FormActions({
  saving,
  submit,
  savingLabel,
  cancel,
  onCancel,
  disabled = false,
  end = false,
}: {
  saving: boolean;
  submit: ReactNode;
  savingLabel: ReactNode;
  cancel: ReactNode;
  onCancel: () => void;
  disabled?: boolean;
  end?: boolean;
}) {
  const submitButton = (
    <Button type="submit" disabled={saving || disabled}>
      {saving ? savingLabel : submit}
    </Button>
  );
  const cancelButton = (
    <Button tone="secondary" onClick={onCancel}>
      {cancel}
    </Button>
  );
  return (
    <div className={`flex flex-wrap gap-3 ${end ? 'justify-end' : ''}`}>
      {end ? cancelButton : submitButton}
      {end ? submitButton : cancelButton}
    </div>
  );
}
