import { data } from 'react-router';
import type { ZodType } from 'zod';
import type { AnyContract, BodyOf, CallInput } from '~/shared/contract';
import { type ApiClient, call, isOk, messageOf, refusalOf } from '~/web/api/client';
import { type FormResult, fieldErrorsOf } from './form-errors';

const FORM_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A page POST's form, as every route action reads it. A body the server cannot read as
 * a form is the sender's mistake, not a failure of the page: 415 when it is not a form
 * (JSON, text, none), 400 when it says it is one but cannot be read (a broken multipart
 * body). React Router renders the error page with that status, and logs nothing.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: FORM_TYPE.test(request.headers.get('content-type') ?? '') ? 400 : 415 });
  }
}

/** A posted form's text fields, as strings. */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await readForm(request);
  return Object.fromEntries(Array.from(form, ([k, v]) => [k, typeof v === 'string' ? v : '']));
}

/**
 * A public form's route action, its one submit path (posted natively before or without
 * JavaScript, through a fetcher after): the shared schema, then the API in-process, through
 * the route's contract (`submitForm(api, request, contactSchema, contactContracts.send)`).
 */
export async function submitForm<C extends AnyContract, T extends BodyOf<C>>(
  api: ApiClient,
  request: Request,
  schema: ZodType<T>,
  to: C,
): Promise<FormResult> {
  const values = await postedValues(request);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues), message: null, values };
  try {
    const res = await call<AnyContract>(api, to, { body: parsed.data } as CallInput<AnyContract>);
    if (isOk(res)) return { ok: true, message: messageOf(res.body) };
    return { ok: false, errors: {}, message: refusalOf(res.body), values };
  } catch {
    return { ok: false, errors: {}, message: null, values };
  }
}
