import { z } from 'zod';
import { optionalText, requiredText, messageKey } from './common';
import { pageFields, pageQuerySchema } from './paging';
import { isoDateTime, localizedListOf, localizedOneOf, recordId, withTranslations } from './record';

export const blogTypes = ['article', 'video'] as const;

/** YouTube ids are 11 characters of [A-Za-z0-9_-]. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const VIDEO_LINK =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.|music\.)?youtube(?:-nocookie)?\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/i;

/**
 * The video id from what staff paste: the id itself, or a YouTube link (watch, share,
 * embed, shorts or live) from which the id is taken. Anything else is left as typed,
 * for the schema to refuse.
 */
export function videoIdFrom(text: string): string {
  const trimmed = text.trim();
  return VIDEO_LINK.exec(trimmed)?.[1] ?? trimmed;
}

export const blogPostInputSchema = z
  .object({
    title: requiredText('blog.title', 200),
    excerpt: requiredText('blog.excerpt', 500),
    content: requiredText('blog.content', 100_000),
    category: requiredText('blog.category', 60),
    type: z.enum(blogTypes, { error: messageKey('blog.type') }),
    /** Comma-separated in the form; stored as a list. */
    tags: z
      .union([z.string().max(500), z.array(z.string().max(50)).max(20)])
      .default('')
      .transform((t) =>
        (Array.isArray(t) ? t : t.split(','))
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 20),
      ),
    videoId: optionalText(300).transform(videoIdFrom),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'video') {
      if (!VIDEO_ID_PATTERN.test(b.videoId))
        ctx.addIssue({
          code: 'custom',
          path: ['videoId'],
          message: messageKey(b.videoId ? 'blog.videoIdInvalid' : 'blog.videoIdRequired'),
        });
    } else if (b.videoId) {
      ctx.addIssue({ code: 'custom', path: ['videoId'], message: messageKey('blog.videoId') });
    }
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/**
 * A blog post as the API answers it. `content` is sanitised HTML; `date` (when it was
 * published) and `createdAt` are ISO 8601 timestamps, as every time in the API.
 */
export const blogPostSchema = z.strictObject({
  _id: recordId,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  type: z.enum(blogTypes),
  videoId: z.string().nullable(),
  tags: z.array(z.string()),
  image: z.string().nullable(),
  date: isoDateTime,
  createdAt: isoDateTime,
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** GET /api/blog: one page of the posts, newest first (decision 009). */
export const blogPostListSchema = localizedListOf(blogPostSchema).extend(pageFields);
/** GET /api/blog's page (no filters). */
export const blogListQuerySchema = pageQuerySchema();
/** GET /api/blog/index: every post's id and publication date (the sitemap), not paged. */
export const blogIndexSchema = z.strictObject({
  data: z.array(z.strictObject({ _id: recordId, date: isoDateTime })),
});
export type BlogIndex = z.infer<typeof blogIndexSchema>;
export type BlogPostList = z.infer<typeof blogPostListSchema>;
/** GET /api/blog/:id. */
export const oneBlogPostSchema = localizedOneOf(blogPostSchema);
export type OneBlogPost = z.infer<typeof oneBlogPostSchema>;
/** POST /api/add/blog and PUT /api/blog/:id: `{ data }`, the post with its translations. */
export const storedBlogPostSchema = withTranslations(blogPostSchema);
export type StoredBlogPost = z.infer<typeof storedBlogPostSchema>;
