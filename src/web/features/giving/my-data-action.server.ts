import { redirect } from 'react-router';
import type { ApiClient } from '~/shared/load-context';
import { isOk, messageOf, refusalOf } from '~/web/api/client';
import type { MyDataResult } from './my-data-result';

const ROUTES: Record<string, (form: Record<string, string>) => { path: string; body: object }> = {
  'my-data-correct': (f) => ({
    path: '/api/giving/my-data/correct',
    body: { token: f.token ?? '', name: f.name ?? '', phone: f.phone ?? '', lang: f.lang ?? '' },
  }),
  'my-data-withdraw': (f) => ({
    path: '/api/giving/my-data/withdraw',
    body: { token: f.token ?? '', purpose: f.purpose ?? '' },
  }),
  'my-data-email': (f) => ({ path: '/api/giving/my-data/email', body: { token: f.token ?? '', email: f.email ?? '' } }),
  'my-data-address': (f) => ({ path: '/api/giving/my-data/confirm-address', body: { token: f.token ?? '' } }),
  'my-data-erase': (f) => ({
    path: '/api/giving/my-data/erase',
    body: { token: f.token ?? '', confirm: f.confirm ?? '' },
  }),
};

/** Where a person lands once their data is erased: nothing of them, no token. */
export const ERASED_PAGE = '/my-giving?erased=1';

/** The page action's part: the forms of the "your data" section; null for any other intent. */
export async function myDataAction(api: ApiClient, form: Record<string, string>): Promise<MyDataResult | null> {
  const route = ROUTES[form.intent ?? ''];
  if (!route) return null;
  const { path, body } = route(form);
  const res = await api.send('POST', path, body);
  // Erased: the page of that link would show the erased address again. A plain confirmation
  // instead, at an address that carries nothing of the person (my-giving.tsx).
  if (form.intent === 'my-data-erase' && isOk(res)) throw redirect(ERASED_PAGE);
  if (form.intent === 'my-data-email')
    return isOk(res) ? { emailDone: messageOf(res.body) ?? '' } : { emailError: refusalOf(res.body) ?? '' };
  return isOk(res) ? { done: messageOf(res.body) } : { myDataError: refusalOf(res.body) ?? '' };
}
