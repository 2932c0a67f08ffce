import type { AnswerOf } from '~/shared/contract';
import { childContracts } from '~/shared/contracts/children';
import type { Child, ChildStatus } from '~/shared/schemas/child';
import { type PageInfo, pageCount } from '~/shared/page-info';
import { type ApiClient, call } from '~/web/api/client';
import { pageFromParams } from '~/shared/page-info';

/** Children per page of the sponsorship section (decision 009); docs/product.md's Show More works within a page. */
export const CHILDREN_PAGE_SIZE = 12;

type ChildPage = AnswerOf<typeof childContracts.publicList>;

/**
 * One page of the children waiting for a sponsor. `anyChild` tells docs/product.md's two empty
 * states apart: no child at all ('No Children found') or every child sponsored.
 */
export interface ChildrenPage {
  children: Child[];
  info: PageInfo;
  anyChild: boolean;
}

/** A page of children, or null when the list could not be loaded (the section shows its error state). */
export type ChildrenResult = ChildrenPage | null;

/** `?page=n` of the page's address (1 when absent or not a number). */
export function pageParam(url: string): number {
  return pageFromParams(new URL(url).searchParams);
}

/** A page of the children of a status (`null`: every child, whatever their status). */
async function readPage(
  api: ApiClient,
  page: number,
  pageSize = CHILDREN_PAGE_SIZE,
  status: ChildStatus | null = 'available',
): Promise<ChildPage | null> {
  const res = await call(api, childContracts.publicList, { query: { status: status ?? undefined, page, pageSize } });
  return res.status === 200 ? res.body : null;
}

/** In a loader (in-process) or a client loader (over HTTP): the same calls. */
export async function readChildren(api: ApiClient, page = 1): Promise<ChildrenResult> {
  try {
    let answer = await readPage(api, page);
    if (!answer) return null;
    // A page past the end (a shared link after children were sponsored): the last one.
    const last = pageCount(answer);
    if (answer.total > 0 && page > last) answer = await readPage(api, last);
    if (!answer) return null;
    // Nobody waiting: is there any child at all? (One count, only in this case.)
    const anyChild = answer.total > 0 || ((await readPage(api, 1, 1, null))?.total ?? 0) > 0;
    const { data, total, pageSize } = answer;
    return { children: data, info: { total, page: answer.page, pageSize }, anyChild };
  } catch {
    return null;
  }
}

/** One child (public fields), or null when unknown. */
export async function readChild(api: ApiClient, id: string): Promise<Child | null> {
  try {
    const res = await call(api, childContracts.publicOne, { params: { id } });
    return res.status === 200 ? res.body.data : null;
  } catch {
    return null;
  }
}
