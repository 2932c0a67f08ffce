import { data, type RouterContextProvider } from 'react-router';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { messageOf, refusalOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';

type Context = Readonly<RouterContextProvider>;

/** The sign-in steps' texts in the page's language, for `useStaffPageT`. */
export function staffTexts(context: Context): Catalogue {
  return resourcesFor(context.get(appContext).lang, ['staff']).staff as Catalogue;
}

/**
 * A sign-in step's form posted to the API: the named fields as text, the checkboxes as
 * booleans. The answer's
 * message is `done` when the status is `ok`, else the `error` said above the form.
 */
export async function postStep(
  { request, context }: { request: Request; context: Context },
  path: string,
  fields: readonly string[],
  ok: number,
  /** Checkboxes, sent as true when ticked. */
  checkboxes: readonly string[] = [],
) {
  const form = await readForm(request);
  const res = await context.get(appContext).api.send('POST', path, {
    ...Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? '')])),
    ...Object.fromEntries(checkboxes.map((name) => [name, form.get(name) === 'on'])),
  });
  // A refusal is said as a sentence, without the field's name the API puts first ("password: …").
  return data(
    { done: res.status === ok ? messageOf(res.body) : null, error: res.status === ok ? null : refusalOf(res.body) },
    { status: res.status },
  );
}
