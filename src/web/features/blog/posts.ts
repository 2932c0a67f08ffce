import type { BlogPost } from '~/shared/schemas/blog';
import type { PageInfo } from '~/shared/page-info';
import type { AnswerOf } from '~/shared/contract';
import { blogContracts } from '~/shared/contracts/blog';
import { type ApiClient, type ApiResponse, browserApi, call } from '~/web/api/client';
import { pageFromParams } from '~/shared/page-info';

/** What a card needs (no body), for lists that never open the post in place. */
export type PostSummary = Omit<BlogPost, 'content' | 'tags' | 'createdAt'>;

export const summaryOf = ({ _id, title, excerpt, category, type, videoId, image, date }: BlogPost): PostSummary => ({
  _id,
  title,
  excerpt,
  category,
  type,
  videoId,
  image,
  date,
});

/** YouTube ids: 11 characters of [A-Za-z0-9_-] (as the blog schema checks; kept here so no zod ships to readers). */
export const isVideoId = (id: string | null | undefined): id is string => !!id && /^[A-Za-z0-9_-]{11}$/.test(id);

/** Posts per page of the public blog (whole rows of 1, 2, 3 or 4 columns). */
export const BLOG_PAGE_SIZE = 12;

/** One page of the blog, and where it stands in the whole (decision 009); `failed`: the list could not be read. */
export interface PostPage {
  posts: BlogPost[];
  info: PageInfo;
  failed?: true;
}

const EMPTY: PostPage = { posts: [], info: { total: 0, page: 1, pageSize: BLOG_PAGE_SIZE } };

/** `?page=n` of the blog's address (1 for anything else; at most the API's highest). */
export const blogPageOf = pageFromParams;

type ListAnswer = ApiResponse<AnswerOf<typeof blogContracts.list>>;

/**
 * A list answer as a page; null for any other answer. The page's figures fall back when
 * an answer lacks them (a proxy's or a test's `{ data: [] }`, the shape the list first had).
 */
export function postPageIn(res: ListAnswer): PostPage | null {
  if (res.status !== 200 || !Array.isArray(res.body?.data)) return null;
  const { data, total, page, pageSize } = res.body;
  const n = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) ? v : fallback);
  return {
    posts: data,
    info: { total: n(total, data.length), page: n(page, 1), pageSize: n(pageSize, BLOG_PAGE_SIZE) },
  };
}

/**
 * The page the address asks for; past the last page, the last page. A failed read raises
 * 'Failed to fetch posts', which is logged, and the list is empty.
 */
export async function loadPostPage(page: number, api: ApiClient): Promise<PostPage> {
  const get = (p: number) => call(api, blogContracts.list, { query: { page: p, pageSize: BLOG_PAGE_SIZE } });
  try {
    let res = await get(page);
    let found = postPageIn(res);
    const last = found ? Math.max(1, Math.ceil(found.info.total / found.info.pageSize)) : 1;
    if (found && found.posts.length === 0 && page > last) {
      res = await get(last);
      found = postPageIn(res);
    }
    if (!found) throw new Error('Failed to fetch posts');
    return found;
  } catch (err) {
    console.error(err, page);
    return { ...EMPTY, failed: true };
  }
}

/** The browser's read of a page of the list (client-side navigations and reloads). */
export const fetchPostPage = (page: number) => loadPostPage(page, browserApi);
