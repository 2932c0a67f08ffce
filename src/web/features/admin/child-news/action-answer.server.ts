import { data } from 'react-router';
import { messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import type { ApiResponse } from '~/shared/load-context';

const ID = /^[0-9a-f-]{36}$/i;
/** An id no record has: a malformed one posted reaches the API as a 404. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** A posted form's fields, its intent, and its record's id (when well-formed). */
export async function postedForm(request: Request) {
  const form = await readForm(request);
  const value = (k: string) => String(form.get(k) ?? '');
  return { value, intent: value('intent'), id: ID.test(value('id')) ? value('id') : NO_ID };
}

/** What the screen shows of an API's answer: done or refused, with the server's message. */
export function actionAnswer(intent: string, res: ApiResponse<unknown>) {
  const ok = res.status >= 200 && res.status < 300;
  return data({ ok, intent, message: messageOf(res.body) }, { status: ok ? 200 : res.status });
}
