import { z } from 'zod';
import { optionalText, requiredText, v } from './common';

export const blogTypes = ['article', 'video'] as const;

/** YouTube ids are 11 characters of [A-Za-z0-9_-]. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export const blogPostSchema = z
  .object({
    title: requiredText('blog.title', 200),
    excerpt: requiredText('blog.excerpt', 500),
    content: requiredText('blog.content', 100_000),
    category: requiredText('blog.category', 60),
    type: z.enum(blogTypes, { error: v('blog.type') }),
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
    videoId: optionalText(20),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'video') {
      if (!VIDEO_ID_PATTERN.test(b.videoId))
        ctx.addIssue({ code: 'custom', path: ['videoId'], message: v('blog.videoIdRequired') });
    } else if (b.videoId) {
      ctx.addIssue({ code: 'custom', path: ['videoId'], message: v('blog.videoId') });
    }
  });
export type BlogPostInput = z.input<typeof blogPostSchema>;
