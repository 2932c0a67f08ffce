import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useFormAction } from 'react-router';
import type { ZodType } from 'zod';
import {
  type FieldErrors,
  type FormResult,
  unreachable,
  fieldErrorsOf,
  focusFirstError,
  formValues,
} from './form-errors';
import { useFieldError } from '~/web/i18n';

/**
 * The browser side of a form whose one submit path is its route action: before
 * hydration the form posts natively; after, the same post goes through a fetcher. The
 * browser only adds what a round trip cannot: the shared schema checked first (errors
 * next to the fields at once), the pending state, and the answer shown in place.
 *
 * `onResult` runs once per fetcher answer; the answer to a native post arrives as the
 * route's action data, passed in as `initial`.
 */
export function useActionForm({
  loadSchema,
  action,
  initial,
  onSend,
  onResult,
}: {
  /** The shared schema checked in the browser first; without one the API's own check speaks. */
  loadSchema?: () => Promise<ZodType>;
  /** The action's route, when the form is not on its own page (the footer's newsletter box). */
  action?: string;
  initial?: FormResult;
  /** The form passed the schema and is being sent. */
  onSend?: () => void;
  onResult: (result: FormResult, form: HTMLFormElement | null) => void;
}) {
  const fetcher = useFetcher<FormResult>();
  // The route's own action, as a fetcher takes it by default: the form's action attribute
  // may carry a fragment for a plain post (`#...-outcome`, where the answer page opens).
  const routeAction = useFormAction();
  const failed = initial && !initial.ok ? initial : null;
  const [errors, setErrors] = useState<FieldErrors>(failed?.errors ?? {});
  const form = useRef<HTMLFormElement | null>(null);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const report = useEffectEvent((result: FormResult) => {
    if (!result.ok) {
      setErrors(result.errors);
      // Fields the server refused: the first one is brought into view and focused, as in the browser's own check.
      if (form.current) focusFirstError(form.current, result.errors);
    }
    onResult(result, form.current);
  });
  // Once per answer: each submission's answer is a new object.
  useEffect(() => {
    if (answer) report(answer);
  }, [answer]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const parsed = loadSchema && (await loadSchema()).safeParse(formValues(target));
    if (parsed && !parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(target, found);
      return;
    }
    setErrors({});
    onSend?.();
    form.current = target;
    // The answer concerns this form only: the page's loaders need not run again.
    void fetcher.submit(target, { method: 'post', action: action ?? routeAction, defaultShouldRevalidate: false });
  }

  const clear = (name: string) => errors[name] && setErrors((e) => ({ ...e, [name]: undefined }));

  return { errors, clear, onSubmit, busy: fetcher.state !== 'idle', failed };
}

/**
 * The props of a named field of an action form: its id (`prefix-name`), the value a
 * refused post kept, its error in the reader's language, cleared once it is edited.
 */
export function useFieldProps(
  prefix: string,
  { errors, clear, failed }: Pick<ReturnType<typeof useActionForm>, 'errors' | 'clear' | 'failed'>,
) {
  const fieldError = useFieldError();
  const values = failed?.values ?? {};
  return (name: string) => ({
    name,
    id: `${prefix}-${name}`,
    defaultValue: values[name],
    error: fieldError(errors[name]),
    onChange: () => clear(name),
  });
}

/**
 * A form route's `clientAction`: the server action, or the form's own "could not send"
 * when no answer reached the page (a fetcher would otherwise raise the error page).
 */
export async function reachServer(serverAction: () => Promise<FormResult>): Promise<FormResult> {
  try {
    return await serverAction();
  } catch {
    return unreachable();
  }
}
