import { readForm } from '~/web/components/form-action.server';
import { messageOf } from '~/web/api/client';
import type { ApiClient, ApiResponse, AppLoadContext } from '~/web/context';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';

/**
 * The server side of a page behind a one-use confirmation link of the giving page (a raise
 * of a monthly plan, a new e-mail address): opening the page changes nothing (mail
 * scanners follow links), its one button posts the token back and the change is made.
 */

/** The loader: the link's token, the giving texts, and what following it would change (`read`), or the API's refusal. */
export async function loadConfirmLink<D>(
  request: Request,
  { lang, api }: AppLoadContext,
  read: (api: ApiClient, token: string) => Promise<ApiResponse<{ data: D }>>,
) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  if (!token) return { token, texts, change: null, refusal: null };
  const res = await read(api, token);
  if (res.status === 200) return { token, texts, change: res.body.data, refusal: null };
  return { token, texts, change: null, refusal: messageOf(res.body) };
}

/** What following the link answered: `done` once it was followed, else the refusal. */
export interface FollowedLink<D> {
  done: D | null;
  /** Whether the e-mail the change causes was queued. */
  mailed: boolean;
  error: string | null;
  /** The person's giving page (a fresh signed link), to go back to. */
  pageLink: string | null;
}

/** The action: follows the posted token's link (`follow`); `doneOf` reads what the outcome names. */
export async function followConfirmLink<A extends { mailed?: boolean; pageLink?: string }, D>(
  request: Request,
  { api }: AppLoadContext,
  follow: (api: ApiClient, token: string) => Promise<ApiResponse<A>>,
  doneOf: (answer: A) => D,
): Promise<FollowedLink<D>> {
  const token = String((await readForm(request)).get('token') ?? '');
  const res = await follow(api, token);
  if (res.status !== 200) return { done: null, mailed: false, error: messageOf(res.body) ?? '', pageLink: null };
  const answer = res.body;
  return {
    done: doneOf(answer),
    mailed: answer.mailed !== false,
    error: null,
    pageLink: answer.pageLink?.startsWith('/my-giving?') ? answer.pageLink : null,
  };
}
