import { useState } from 'react';
import type { z } from 'zod';
import { focusFirstError } from '~/web/components/form-errors';
import { useFieldError } from '~/web/i18n';

/**
 * A form posted as it is (natively, or by a fetcher once the script runs) that is first
 * checked with the shared zod schema: `check(form)` says whether it may go, keeping each
 * field's first error and focusing the first wrong field; `error(name)` is that error,
 * translated.
 */
export function useSchemaCheck(schema: z.ZodType) {
  const fieldError = useFieldError();
  const [errors, setErrors] = useState<Record<string, string>>({});
  function check(form: HTMLFormElement): boolean {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
    setErrors(found);
    if (!parsed.success) focusFirstError(form, found);
    return parsed.success;
  }
  return { check, error: (name: string, vars?: Record<string, unknown>) => fieldError(errors[name], vars) };
}
