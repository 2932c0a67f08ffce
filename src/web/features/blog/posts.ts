import type { BlogPost } from '~/shared/schemas/blog';
import { apiFetch } from '~/web/api/client';

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

/**
 * The browser's read of the list (client-side navigations and reloads). SPEC: a
 * non-OK answer raises 'Failed to fetch posts', which is logged, and the list is empty.
 */
export async function fetchPosts(): Promise<BlogPost[]> {
  try {
    const res = await apiFetch('/api/blog');
    if (!res.ok) throw new Error('Failed to fetch posts');
    const body = (await res.json()) as { data?: unknown };
    return Array.isArray(body.data) ? (body.data as BlogPost[]) : [];
  } catch (err) {
    console.error(err);
    return [];
  }
}
