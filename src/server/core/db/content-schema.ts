import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads this file without the `~/` alias.
import { catalogCategories } from '~/shared/schemas/gift';
import { at, createdAt, id, textList, translations, updatedAt } from './columns';

/** The catalogue's gifts, the blog's posts and the volunteer skills (schema.ts re-exports them). Read a page at a time (decision 009). */
export const gifts = pgTable(
  'gifts',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    category: text('category', { enum: catalogCategories }).notNull().default('other'),
    image: text('image'),
    quantity: integer('quantity').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The catalogue's pages, newest first (decision 009), whole or by category.
  (t) => [
    index('gifts_created_at_id_idx').on(t.createdAt, t.id),
    index('gifts_category_created_at_id_idx').on(t.category, t.createdAt, t.id),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: ['article', 'video'] })
      .notNull()
      .default('article'),
    videoId: text('video_id'),
    tags: textList('tags'),
    image: text('image'),
    translations: translations(),
    date: at('date').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The blog's pages, newest first with the id as tie-breaker (decision 009).
  (t) => [index('blog_posts_date_id_idx').on(t.date, t.id)],
);

/** The skills a volunteer may offer (Get Involved's form, the dashboard's Skills screen). */
export const skills = pgTable('skills', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  requirements: textList('requirements'),
  translations: translations(),
  createdAt: createdAt(),
});
