import type { ZodType } from 'zod';
import { type ApiClient, isOk, messageOf, refusalOf } from '~/web/api/client';
import { type FormResult, fieldErrorsOf } from './form-errors';

/** A posted form's text fields, as strings. */
export async function postedValues(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  return Object.fromEntries(Array.from(form, ([k, v]) => [k, typeof v === 'string' ? v : '']));
}

/**
 * A public form's route action, its one submit path (posted natively before or without
 * JavaScript, through a fetcher after): the shared schema, then the API in-process.
 */
export async function submitForm(api: ApiClient, request: Request, schema: ZodType, path: string): Promise<FormResult> {
  const values = await postedValues(request);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues), message: null, values };
  try {
    const res = await api.send('POST', path, parsed.data);
    if (isOk(res)) return { ok: true, message: messageOf(res.body) };
    return { ok: false, errors: {}, message: refusalOf(res.body), values };
  } catch {
    return { ok: false, errors: {}, message: null, values };
  }
}
