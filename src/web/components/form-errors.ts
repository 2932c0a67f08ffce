/** Field name → message key (`validation:...`), as the shared zod schemas report them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What a route action tells the page after a form was posted: success (with the API's
 * `{ message }`, if any), or the field errors / the API's refusal with the values to
 * fill back in.
 */
export type FormResult =
  | { ok: true; message?: string | null }
  | { ok: false; errors: FieldErrors; message: string | null; values: Record<string, string> };

/**
 * No answer reached the page (offline, connection dropped): said in the form's own
 * words. A new object each time, so each failed try is an answer of its own.
 */
export const unreachable = (): FormResult => ({ ok: false, errors: {}, message: null, values: {} });

/** The first message of each field from a zod error's issues. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Moves focus to the first field in error, whose described-by error text is then read out. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const first = Array.from(form.elements).find(
    (el): el is HTMLInputElement =>
      el instanceof HTMLElement && 'name' in el && !!errors[(el as HTMLInputElement).name],
  );
  if (!first) return;
  // Centred, so the sticky site header never hides the field.
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'center' });
}

/** The text fields of a form, as strings. */
export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(Array.from(new FormData(form), ([k, v]) => [k, typeof v === 'string' ? v : '']));
