import { redirect } from 'react-router';
import { myDataContracts } from '~/shared/contracts/my-data';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
import type { MessageAnswer } from '~/shared/schemas/record';
import { call, callAsPosted, isOk, messageOf, refusalOf } from '~/web/api/client';
import type { MyDataResult } from './my-data-result';

/** Each form of the section: its call, with what it sends of the posted fields. */
const ROUTES: Record<string, (api: ApiClient, f: Record<string, string>) => Promise<ApiResponse<MessageAnswer>>> = {
  'my-data-correct': (api, f) =>
    callAsPosted(api, myDataContracts.correct, {
      body: { token: f.token ?? '', name: f.name ?? '', phone: f.phone ?? '', lang: f.lang ?? '' },
    }),
  'my-data-withdraw': (api, f) =>
    callAsPosted(api, myDataContracts.withdraw, { body: { token: f.token ?? '', purpose: f.purpose ?? '' } }),
  'my-data-email': (api, f) =>
    call(api, myDataContracts.requestEmail, { body: { token: f.token ?? '', email: f.email ?? '' } }),
  'my-data-address': (api, f) => call(api, myDataContracts.confirmAddress, { body: { token: f.token ?? '' } }),
  'my-data-erase': (api, f) =>
    callAsPosted(api, myDataContracts.erase, { body: { token: f.token ?? '', confirm: f.confirm ?? '' } }),
};

/** Where a person lands once their data is erased: nothing of them, no token. */
export const ERASED_PAGE = '/my-giving?erased=1';

/** The page action's part: the forms of the "your data" section; null for any other intent. */
export async function myDataAction(api: ApiClient, form: Record<string, string>): Promise<MyDataResult | null> {
  const route = ROUTES[form.intent ?? ''];
  if (!route) return null;
  const res = await route(api, form);
  // Erased: the page of that link would show the erased address again. A plain confirmation
  // instead, at an address that carries nothing of the person (my-giving.tsx).
  if (form.intent === 'my-data-erase' && isOk(res)) throw redirect(ERASED_PAGE);
  if (form.intent === 'my-data-email')
    return isOk(res) ? { emailDone: messageOf(res.body) ?? '' } : { emailError: refusalOf(res.body) ?? '' };
  return isOk(res) ? { done: messageOf(res.body) } : { myDataError: refusalOf(res.body) ?? '' };
}
