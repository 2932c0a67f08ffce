import type { ZodType } from 'zod';
import type { ApiClient } from '~/web/context';
import { type FormResult, fieldErrorsOf } from './form-errors';
import { refusalText } from '~/web/components/refusal-text';

/**
 * The no-JavaScript path of a public form: the same shared schema as the browser,
 * then the same API endpoint, called in-process.
 */
export async function submitForm(api: ApiClient, request: Request, schema: ZodType, path: string): Promise<FormResult> {
  const form = await request.formData();
  const values = Object.fromEntries(Array.from(form, ([k, v]) => [k, typeof v === 'string' ? v : '']));
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error.issues), message: null, values };
  try {
    const res = await api.send<{ message?: string }>('POST', path, parsed.data);
    if (res.status >= 200 && res.status < 300) return { ok: true };
    return { ok: false, errors: {}, message: refusalText(res.body?.message) || null, values };
  } catch {
    return { ok: false, errors: {}, message: null, values };
  }
}
