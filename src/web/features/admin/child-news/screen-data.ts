import type { ChildUpdate, QuietChild } from '~/shared/schemas/child-news';

const ID = /^[0-9a-f-]{36}$/i;

/** The Child news screen's address: `?q=&childId=&replyTo=&kind=&page=`. */
export function readNewsFilters(params: URLSearchParams) {
  const page = Number(params.get('page'));
  const id = (k: string) => (ID.test(params.get(k) ?? '') ? params.get(k)! : '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    childId: id('childId'),
    replyTo: id('replyTo'),
    kind: (params.get('kind') ?? '').slice(0, 20),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

export interface NewsScreenData {
  filters: ReturnType<typeof readNewsFilters>;
  outcome: { done: boolean; error: string | null };
  children: { _id: string; name: string }[];
  updates: { data: ChildUpdate[]; total: number; page: number; pageSize: number } | null;
  quiet: { data: QuietChild[]; total: number; months: number } | null;
  quietMonths: number;
}
