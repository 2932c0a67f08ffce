import { data } from 'react-router';
import { messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import type { ApiResponse } from '~/shared/load-context';
import type { ActionAnswer } from './action-alert';

const ID = /^[0-9a-f-]{36}$/i;
/** An id no record has: a malformed one posted reaches the API as a 404. */
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** A posted form: its text fields, its intent, and its record's id (when well-formed). */
export interface PostedForm {
  value: (name: string) => string;
  /** Every value of a repeated field (checkboxes). */
  all: (name: string) => string[];
  intent: string;
  id: string;
}

/** A posted form's fields, its intent, and its record's id (when well-formed). */
export async function postedForm(request: Request): Promise<PostedForm> {
  const form = await readForm(request);
  const value = (k: string) => String(form.get(k) ?? '');
  const all = (k: string) => form.getAll(k).map(String);
  return { value, all, intent: value('intent'), id: ID.test(value('id')) ? value('id') : NO_ID };
}

/** What the screen says of an answer's body (done or refused). */
export type Said = (body: unknown, ok: boolean) => string | null;

/**
 * The answer of one API call, as the screen shows it; `said` reads the server's message
 * (a refusal's text, say, without its code).
 */
export function actionAnswer(intent: string, res: ApiResponse<unknown>, said: Said = messageOf) {
  const ok = res.status >= 200 && res.status < 300;
  return data<ActionAnswer>({ ok, intent, message: said(res.body, ok) }, { status: ok ? 200 : res.status });
}

/** One intent's API call, from the posted form; null refuses the form (a value the form does not offer). */
export type IntentCall = (form: PostedForm) => Promise<ApiResponse<unknown>> | null;

/**
 * A dashboard screen's route action, its one save path for posted forms and buttons
 * (docs/architecture.md, "A new screen in five files"): the form's `intent` picks one
 * API call through its contract; an intent the screen does not have, or a call that
 * refuses the form, answers 400 and calls nothing. It works before the script has loaded.
 */
export async function intentAction(request: Request, calls: Record<string, IntentCall>, said?: Said) {
  const form = await postedForm(request);
  const call = Object.hasOwn(calls, form.intent) ? calls[form.intent] : undefined;
  const sent = call?.(form) ?? null;
  if (!sent) return data<ActionAnswer>({ ok: false, intent: form.intent, message: null }, { status: 400 });
  return actionAnswer(form.intent, await sent, said);
}
