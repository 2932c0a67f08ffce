import type { FormEvent, ReactNode } from 'react';

/**
 * A public page's form as a card, named by its heading (`<name>-form-title`). Posted
 * without JavaScript, the answer page opens at `#<name>-outcome` (the thanks or the
 * refusal above the fields), not at its top; the shared schema loads on first focus.
 */
export function FormCard({
  name,
  onSubmit,
  loadSchema,
  children,
}: {
  name: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  loadSchema: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={`#${name}-outcome`}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      aria-labelledby={`${name}-form-title`}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      {children}
    </form>
  );
}
