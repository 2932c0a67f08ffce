import type { ApiClient } from '~/shared/load-context';
import { isOk, messageOf, refusalOf } from '~/web/api/client';
import type { SupporterActionResult } from './supporter-action-result';

const CALLS: Record<
  string,
  (id: string, f: Record<string, string>) => { method: 'POST' | 'PATCH'; path: string; body: object }
> = {
  note: (id, f) => ({ method: 'POST', path: `/api/supporters/${id}/notes`, body: { text: f.text ?? '' } }),
  correct: (id, f) => ({
    method: 'PATCH',
    path: `/api/supporters/${id}`,
    body: { name: f.name ?? '', phone: f.phone ?? '', lang: f.lang ?? '' },
  }),
  withdraw: (id, f) => ({ method: 'POST', path: `/api/supporters/${id}/withdraw`, body: { purpose: f.purpose ?? '' } }),
  lift: (id, f) => ({
    method: 'POST',
    path: `/api/supporters/${id}/lift-suppression`,
    body: { suppressionId: (f.suppressionId ?? '').trim() },
  }),
  merge: (id, f) => ({
    method: 'POST',
    path: `/api/supporters/${id}/merge`,
    body: { otherId: (f.otherId ?? '').trim() },
  }),
  erase: (id, f) => ({
    method: 'POST',
    path: `/api/supporters/${id}/erase`,
    body: { confirm: (f.confirm ?? '').trim() },
  }),
};

/** The supporter screen's action: one API call per form, its answer for the form to show. */
export async function supporterAction(
  api: ApiClient,
  id: string,
  form: Record<string, string>,
): Promise<SupporterActionResult> {
  const intent = form.intent ?? '';
  const call = CALLS[intent];
  if (!call || !/^[0-9a-f-]{36}$/i.test(id)) return { intent, error: '' };
  const { method, path, body } = call(id, form);
  const res = await api.send(method, path, body);
  return isOk(res) ? { intent, done: messageOf(res.body) } : { intent, error: refusalOf(res.body) ?? '' };
}
