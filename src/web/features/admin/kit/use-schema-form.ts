import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ContentTranslations } from '~/shared/schemas/translations';
import { ApiError } from '~/web/api/client';
import { focusFirstError } from '~/web/components/form-errors';
import { useFieldError } from '~/web/i18n';
import type { AnyContract } from '~/shared/contract';
import { adminCall } from '../api';
import type { useTranslations } from './use-translations';

type Texts = Record<string, string>;
export type FieldErrorText = (message: string | undefined, vars?: Record<string, unknown>) => string | undefined;
export type Errors = Partial<Record<string, string>>;

/**
 * A dashboard form bound to the API's own zod schema: the values as text, each field's
 * first error (the schema's i18n key, translated), cleared when the field is edited, the
 * first wrong field focused, then the translations checked and the record sent.
 *
 * `send` receives the parsed data and the translations (null: none); it throws to fail
 * (`onFailed` gets the error; `failureOf` reads a refusal that names its field), and
 * `onSaved` runs after it resolves.
 *
 * With `read`, the form is uncontrolled: the schema parses what its fields hold when it is
 * sent (names may be paths, `tiers.0.amount`), and each error is keyed by its whole path.
 */
export function useSchemaForm<V extends Texts, S extends z.ZodType>({
  schema,
  initial = () => ({}) as V,
  input,
  read,
  check,
  translations,
  send,
  onSaved,
  onFailed,
}: {
  schema: S;
  /** The controlled fields' first values (none for an uncontrolled form). */
  initial?: () => V;
  /** What the schema reads (default: the values as they are). */
  input?: (values: V) => unknown;
  /** An uncontrolled form: what the schema reads, from the form's fields when it is sent. */
  read?: (form: HTMLFormElement) => unknown;
  /** Checks the schema cannot make (an empty number field, a required file): field → translated text. */
  check?: (values: V, fieldError: FieldErrorText) => Errors;
  translations?: ReturnType<typeof useTranslations>;
  /** Sends the record: the parsed data, the checked translations (null: none), the form's own text, the form. */
  send: (
    data: z.output<S>,
    translations: ContentTranslations | null,
    values: V,
    form: HTMLFormElement,
  ) => Promise<unknown>;
  onSaved?: () => void;
  onFailed?: (error: unknown) => void;
}) {
  const fieldError = useFieldError();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  /** docs/product.md: an error clears when its field is edited. */
  const set = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  const setError = (name: string, text: string | undefined) => setErrors((e) => ({ ...e, [name]: text }));

  /** Shows these errors (and only these), the first wrong field focused (the form's alert when none is a field). */
  function showErrors(found: Errors) {
    setErrors(found);
    translations?.setLanguage('en');
    // After the English panel is shown again: the first wrong field takes focus.
    const form = formRef.current;
    if (form) requestAnimationFrame(() => focusFirst(form, found));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = (formRef.current = event.currentTarget);
    const parsed = schema.safeParse(read ? read(form) : input ? input(values) : values);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[read ? issue.path.map(String).join('.') : String(issue.path[0] ?? '')] ??= fieldError(issue.message);
    Object.assign(found, Object.fromEntries(Object.entries(check?.(values, fieldError) ?? {}).filter(([, e]) => e)));
    if (!parsed.success || Object.keys(found).length > 0) return showErrors(found);
    const checked = translations ? translations.validate() : null;
    if (checked === undefined) return;
    if (read) setErrors({});
    setSaving(true);
    try {
      await send(parsed.data as z.output<S>, checked, values, form);
      setSaving(false);
      onSaved?.();
    } catch (error) {
      console.error('Saving failed', error);
      setSaving(false);
      onFailed?.(error);
    }
  }

  return {
    values,
    errors,
    saving,
    set,
    setError,
    showErrors,
    onSubmit,
    /** True while any field of the schema's language shows an error. */
    invalid: Object.values(errors).some(Boolean),
    /** Props for one text control: name, value, onChange and its error. */
    field: (name: string) => ({
      name,
      value: values[name] ?? '',
      onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
      error: errors[name],
    }),
  };
}

/** Focuses the first field in error, opening the closed group it sits in; the form's alert when no field is. */
function focusFirst(form: HTMLFormElement, found: Errors) {
  const fields = Array.from(form.elements).filter(
    (el): el is HTMLElement => el instanceof HTMLElement && !!found[(el as HTMLInputElement).name],
  );
  for (const field of fields) field.closest('details')?.setAttribute('open', '');
  if (fields.length > 0) focusFirstError(form, found);
  else form.querySelector<HTMLElement>('[role="alert"]')?.focus();
}

/**
 * What a failed save says: the server's refusal (`fallback` when it gave none) as `message`,
 * and the field it names when it starts with one ("tiers.0.amount: Must be a whole number")
 * with the rest as `text`.
 */
export function failureOf(error: unknown, fallback: string): { field: string | null; text: string; message: string } {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  const [, field, text] = /^([\w.]+): (.*)$/.exec(message) ?? [];
  return field && text ? { field, text, message } : { field: null, text: message, message };
}

/**
 * A multipart body from a record: lists as JSON, null as '', files as they are, anything
 * else as text; an undefined field (no new file chosen) is left out.
 */
export function formBody(fields: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) body.set(key, value);
    else if (Array.isArray(value) || (value !== null && typeof value === 'object'))
      body.set(key, JSON.stringify(value));
    else body.set(key, value === null ? '' : String(value));
  }
  return body;
}

/** The routes a record's form sends to: `add` (a POST) and `edit` (a PUT of `/:id`), as their contracts. */
export interface RecordContracts {
  add: AnyContract;
  edit: AnyContract;
}

/**
 * Adds a record (its `add` contract) or saves an edited one (its `edit` contract, the
 * record's id filled in).
 */
export function saveRecord(
  record: { _id: string } | null,
  contracts: RecordContracts,
  body: FormData | Record<string, unknown>,
): Promise<unknown> {
  return record
    ? adminCall(contracts.edit, { params: { id: record._id }, body })
    : // (Any contract's input names its params: an add has none to fill in.)
      adminCall(contracts.add, { params: undefined, body });
}
