import type { ApiClient } from '~/shared/load-context';
import type { MyData } from '~/shared/schemas/my-data';
import { isOk, messageOf, refusalOf } from '~/web/api/client';
import type { MyDataResult } from './my-data-result';

/** The page loader's part: what the "your data" section shows (null without a valid link). */
export async function loadMyData(api: ApiClient, token: string): Promise<MyData | null> {
  if (!token) return null;
  const res = await api.get<{ data: MyData }>(`/api/giving/my-data/summary?${new URLSearchParams({ token })}`);
  return res.status === 200 ? res.body.data : null;
}

const ROUTES: Record<string, (form: Record<string, string>) => { path: string; body: object }> = {
  'my-data-correct': (f) => ({
    path: '/api/giving/my-data/correct',
    body: { token: f.token ?? '', name: f.name ?? '', phone: f.phone ?? '', lang: f.lang ?? '' },
  }),
  'my-data-withdraw': (f) => ({
    path: '/api/giving/my-data/withdraw',
    body: { token: f.token ?? '', purpose: f.purpose ?? '' },
  }),
  'my-data-erase': (f) => ({
    path: '/api/giving/my-data/erase',
    body: { token: f.token ?? '', confirm: f.confirm ?? '' },
  }),
};

/** The page action's part: the forms of the "your data" section; null for any other intent. */
export async function myDataAction(api: ApiClient, form: Record<string, string>): Promise<MyDataResult | null> {
  const route = ROUTES[form.intent ?? ''];
  if (!route) return null;
  const { path, body } = route(form);
  const res = await api.send('POST', path, body);
  return isOk(res) ? { done: messageOf(res.body) } : { myDataError: refusalOf(res.body) ?? '' };
}
