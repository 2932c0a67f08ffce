import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/db/client';
import { activityLog, blogPosts } from '~/server/db/schema';
import { badRequest, notFound } from '~/server/http/errors';
import { sanitizeHtml } from '~/server/http/sanitize-html';
import { translate } from '~/shared/i18n';
import type { postBodySchema } from '~/shared/schemas/translations';
import { idSchema } from '~/shared/schemas/common';
import { sanitizePostTranslations } from './translations';

type PostRow = typeof blogPosts.$inferSelect;
type PostInput = z.output<typeof postBodySchema>;

/** A post with its stored translations (public answers pass through `localize`, which takes them out). */
export function toPostRecord(row: PostRow) {
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
export type PostRecord = ReturnType<typeof toPostRecord>;

export function postId(raw: string): string {
  if (!idSchema.safeParse(raw).success) throw notFound();
  return raw;
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

export async function listPosts(db: Db): Promise<PostRecord[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.date), desc(blogPosts.createdAt));
  return rows.map(toPostRecord);
}

export async function getPost(db: Db, id: string): Promise<PostRecord> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound();
  return toPostRecord(row);
}

/** A change and its activity record are saved together, or neither is. */
export async function createPost(db: Db, input: PostInput, image: string | null, adminId: string) {
  const values = { ...columns(input), image };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogPosts).values(values).returning();
    await tx.insert(activityLog).values({ userId: adminId, action: 'create', entity: 'blog_post', entityId: row!.id });
    return toPostRecord(row!);
  });
}

/** Replaces the post's fields (its date stays); its image only when a new one was sent. */
export async function updatePost(db: Db, id: string, input: PostInput, image: string | null, adminId: string) {
  const values = { ...columns(input), ...(image ? { image } : {}), updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    if (!row) throw notFound();
    await tx.insert(activityLog).values({ userId: adminId, action: 'update', entity: 'blog_post', entityId: id });
    return toPostRecord(row);
  });
}

export async function deletePost(db: Db, id: string, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    if (!row) throw notFound();
    await tx.insert(activityLog).values({ userId: adminId, action: 'delete', entity: 'blog_post', entityId: id });
  });
}
