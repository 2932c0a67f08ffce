import { data } from 'react-router';
import type { AnyContract, CallInput, ParamsOf } from '~/shared/contract';
import { call, messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
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

/** How a screen's action says its answers: the server's message, and what else its forms show. */
export interface IntentOptions<M extends object> {
  /** Reads the server's message (default: `messageOf`, a success's or a refusal's `message`). */
  said?: Said;
  /** More for the screen, from the form and the API's answer (null: the form was refused before any call). */
  more?: (form: PostedForm, res: ApiResponse<unknown> | null) => M | Promise<M>;
}

/**
 * A dashboard screen's route action, its one save path for posted forms and buttons
 * (docs/architecture.md, "A new screen in five files"): the form's `intent` picks one
 * API call through its contract; an intent the screen does not have, or a call that
 * refuses the form, answers 400 and calls nothing. It works before the script has loaded.
 * The answer is `{ ok, intent, message }` and what `more` adds (`said` alone may be given
 * instead of the options).
 */
export async function intentAction<M extends object = object>(
  request: Request,
  calls: Record<string, IntentCall>,
  options: Said | IntentOptions<M> = {},
) {
  const { said = messageOf, more } = typeof options === 'function' ? { said: options, more: undefined } : options;
  const form = await postedForm(request);
  const call = Object.hasOwn(calls, form.intent) ? calls[form.intent] : undefined;
  const sent = call?.(form) ?? null;
  const res = sent ? await sent : null;
  const ok = !!res && res.status >= 200 && res.status < 300;
  const answer: ActionAnswer = { ok, intent: form.intent, message: res ? said(res.body, ok) : null };
  const extra = more ? await more(form, res) : undefined;
  const body = { ...answer, ...extra } as ActionAnswer & Partial<M>;
  return data(body, { status: ok ? 200 : (res?.status ?? 400) });
}

/**
 * The action of a screen whose one posted action is a record's delete (Blog, Catalog,
 * Skills): its `intent` (default `delete`) with the record's `id`, through the delete's
 * contract; any other intent answers 400.
 */
export function deleteAction<C extends AnyContract>(
  contract: ParamsOf<C> extends { id: string } ? C : never,
  intent = 'delete',
) {
  return (request: Request, api: ApiClient) =>
    intentAction(request, { [intent]: (f) => call(api, contract, { params: { id: f.id } } as CallInput<C>) });
}
