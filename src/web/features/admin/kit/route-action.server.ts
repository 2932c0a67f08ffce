import { data } from 'react-router';
import type { AnyContract, CallInput, ParamsOf } from '~/shared/contract';
import { call, messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
import type { ActionAnswer } from './action-alert';
import { type AskedMore, CONFIRMED } from './intent-post';

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
  /**
   * The intents that wait for their confirmation (a delete): posted without `confirmed=yes`
   * (`CONFIRMED`), they call nothing and answer 400 with `confirm: true` and the `id`
   * posted, which the page asks (`PostedAlert`).
   */
  confirm?: readonly string[];
}

/**
 * A dashboard screen's route action, its one save path for posted forms and buttons
 * (docs/architecture.md, "A new screen in five files"): the form's `intent` picks one
 * API call through its contract; an intent the screen does not have, or a call that
 * refuses the form, answers 400 and calls nothing. It works before the script has loaded.
 * The answer is `{ ok, intent, message }` and what `more` adds (`said` alone may be given
 * instead of the options); an intent of `confirm` posted without its confirmation calls
 * nothing and answers 400 with `{ confirm: true, id }`.
 */
export async function intentAction<M extends object = object>(
  request: Request,
  calls: Record<string, IntentCall>,
  options: Said | IntentOptions<M> = {},
) {
  const { said = messageOf, more, confirm = [] } = typeof options === 'function' ? { said: options } : options;
  const form = await postedForm(request);
  const call = Object.hasOwn(calls, form.intent) ? calls[form.intent] : undefined;
  const waits = !!call && confirm.includes(form.intent) && form.value('confirmed') !== CONFIRMED.confirmed;
  const sent = waits ? null : (call?.(form) ?? null);
  const res = sent ? await sent : null;
  const ok = !!res && res.status >= 200 && res.status < 300;
  const answer: ActionAnswer = { ok, intent: form.intent, message: res ? said(res.body, ok) : null };
  const asked: Partial<AskedMore> = waits ? { confirm: true, id: form.id } : {};
  const extra = more ? await more(form, res) : undefined;
  const body = { ...answer, ...asked, ...extra } as ActionAnswer & Partial<AskedMore> & Partial<M>;
  return data(body, { status: ok ? 200 : (res?.status ?? 400) });
}

/**
 * The action of a screen whose one posted action is a record's delete (Blog, Catalog,
 * Skills, Applications): its `intent` (default `delete`) with the record's `id`, through
 * the delete's contract, once confirmed (`confirmed=yes`; without it, 400 with `confirm`
 * and the `id`, asked on the page); any other intent answers 400.
 */
export function deleteAction<C extends AnyContract>(
  contract: ParamsOf<C> extends { id: string } ? C : never,
  intent = 'delete',
) {
  return (request: Request, api: ApiClient) =>
    intentAction(
      request,
      { [intent]: (f) => call(api, contract, { params: { id: f.id } } as CallInput<C>) },
      { confirm: [intent] },
    );
}
