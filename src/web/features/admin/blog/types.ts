import type { ContentTranslations } from '~/shared/schemas/translations';

/** A blog post as GET /api/blog?lang=en returns it to staff with its translations (content is HTML, sanitised on save). */
export interface BlogPost {
  _id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  type: 'article' | 'video';
  videoId: string | null;
  tags: string[];
  image: string | null;
  date?: string;
  createdAt: string;
  translations?: ContentTranslations;
}
