import { expect } from 'vitest';
import type { ApiClient } from '~/web/api/client';

/** One API call a route action made. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** How the stand-in API answers a call. */
export interface Answer {
  status: number;
  body: unknown;
}

const DONE: Answer = { status: 200, body: { message: 'Done.' } };

/**
 * An API for a screen's route action (kit/route-action.server.ts) that records what it is
 * sent and answers each path as `answers` says: a table of paths (200 with a message for
 * the others) or one answer for every call.
 */
export function apiAnswering(answers: Record<string, Answer> | Answer = {}) {
  const sent: SentCall[] = [];
  const answerFor = (path: string) =>
    'status' in answers && typeof answers.status === 'number'
      ? (answers as Answer)
      : ((answers as Record<string, Answer>)[path] ?? DONE);
  const api: ApiClient = {
    get: () => Promise.reject(new Error('not used')),
    async send<T>(method: string, path: string, body?: unknown) {
      sent.push({ method, path, body });
      const answer = answerFor(path);
      return { status: answer.status, body: answer.body as T };
    },
  };
  return { api, sent };
}

/** A form as the browser posts it to `url`, with JavaScript or without. */
export const postedTo = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) });

/** A route action's answer (a React Router `data()`): its body and status. */
export async function answerOf(action: Promise<unknown>) {
  const result = (await action) as { data: unknown; init: { status?: number } | null };
  return { body: result.data, status: result.init?.status };
}

/** A screen's route action, as its tests call it. */
export type RouteAction = (request: Request, api: ApiClient) => Promise<unknown>;

/** The action's answer to a form posted to the screen at `url`, through the stand-in API given. */
export const answersOf = (action: RouteAction, url: string) => (api: ApiClient, fields: Record<string, string>) =>
  answerOf(action(postedTo(url, fields), api));

/**
 * The action answers 400, and calls nothing, for intents the screen does not have (none,
 * another screen's, an object's own names, and `also`, the near misses of this screen):
 * `fields` are the rest of the form, `more` what the screen's answer adds.
 */
export async function refusesUnknownIntents(
  answer: ReturnType<typeof answersOf>,
  fields: Record<string, string> = {},
  { also = [], more = {} }: { also?: string[]; more?: Record<string, unknown> } = {},
) {
  const { api, sent } = apiAnswering();
  for (const intent of ['', 'remove-everything', 'toString', 'hasOwnProperty', ...also]) {
    expect(await answer(api, { ...fields, intent })).toEqual({
      body: { ok: false, intent, message: null, ...more },
      status: 400,
    });
  }
  expect(sent).toEqual([]);
}
