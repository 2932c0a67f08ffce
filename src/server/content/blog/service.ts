import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { blogPosts } from '~/server/core/db/schema';
import { pictureRecordWrites } from '~/server/core/content/record-writes';
import { badRequest, notFound } from '~/server/core/http/errors';
import { pageWindow } from '~/server/core/http/paging';
import { sanitizeHtml } from '~/server/core/http/sanitize-html';
import { translate } from '~/shared/i18n';
import type { postBodySchema } from '~/shared/schemas/translations';
import type { StoredBlogPost } from '~/shared/schemas/blog';
import type { PageQuery } from '~/shared/schemas/paging';
import { sanitizePostTranslations } from './translations';

type PostRow = typeof blogPosts.$inferSelect;
type PostInput = z.output<typeof postBodySchema>;

/** A post with its stored translations (public answers pass through `localize`, which takes them out). */
export function toPostRecord(row: PostRow): StoredBlogPost {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    type: row.type,
    videoId: row.videoId,
    tags: row.tags,
    image: row.image,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
    translations: row.translations ?? {},
  };
}

/** The stored columns for a post: its HTML (and translated HTML) cleaned, an empty video id as none; translations left out stay. */
function columns(input: PostInput) {
  const content = sanitizeHtml(input.content);
  // Content that was nothing but scripts and styles is no content.
  if (!content) throw badRequest(`content: ${translate('validation:blog.content')}`);
  return {
    title: input.title,
    excerpt: input.excerpt,
    content,
    category: input.category,
    type: input.type,
    videoId: input.videoId || null,
    tags: input.tags,
    translations: sanitizePostTranslations(input.translations),
  };
}

/** Newest first; the id breaks ties, so two pages never share or skip a post (decision 009). */
const newestFirst = [desc(blogPosts.date), desc(blogPosts.id)];

/** One page of the posts, and how many there are. */
export async function listPosts(db: Db, q: PageQuery): Promise<{ records: StoredBlogPost[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogPosts),
  ]);
  return { records: rows.map(toPostRecord), total: Number(counted?.total ?? 0) };
}

/** Every post's id and date, newest first (the sitemap): two columns, not paged. */
export async function postIndex(db: Db): Promise<{ _id: string; date: string }[]> {
  const rows = await db
    .select({ id: blogPosts.id, date: blogPosts.date })
    .from(blogPosts)
    .orderBy(...newestFirst);
  return rows.map((r) => ({ _id: r.id, date: r.date.toISOString() }));
}

export async function getPost(db: Db, id: string): Promise<StoredBlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound();
  return toPostRecord(row);
}

/**
 * A change and its activity record are saved together, or neither is. An update replaces
 * the post's fields (its date stays); its image only when a new one was sent.
 */
export const {
  create: createPost,
  update: updatePost,
  remove: deletePost,
} = pictureRecordWrites(blogPosts, 'blog_post', toPostRecord, columns);
