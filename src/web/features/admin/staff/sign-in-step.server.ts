import { data, type RouterContextProvider } from 'react-router';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { type ApiClient, type ApiResponse, messageOf, refusalOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';

type Context = Readonly<RouterContextProvider>;

/** The sign-in steps' texts in the page's language, for `useStaffPageT`. */
export function staffTexts(context: Context): Catalogue {
  return resourcesFor(context.get(appContext).lang, ['staff']).staff as Catalogue;
}

/** A posted form's field as text ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '');
/** A posted checkbox: true when ticked. */
export const tickedIn = (form: FormData, name: string) => form.get(name) === 'on';

/**
 * A sign-in step's form posted to the API by `send` (a call of the step's contract, its
 * fields read with `textOf` and `tickedIn`). The answer's message is `done` when the
 * status is `ok`, else the `error` said above the form.
 */
export async function postStep(
  { request, context }: { request: Request; context: Context },
  ok: number,
  send: (api: ApiClient, form: FormData) => Promise<ApiResponse<unknown>>,
) {
  const form = await readForm(request);
  const res = await send(context.get(appContext).api, form);
  // A refusal is said as a sentence, without the field's name the API puts first ("password: …").
  return data(
    { done: res.status === ok ? messageOf(res.body) : null, error: res.status === ok ? null : refusalOf(res.body) },
    { status: res.status },
  );
}
