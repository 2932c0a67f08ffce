import type { BlogPost as ApiBlogPost } from '~/shared/schemas/blog';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** A post as staff read it (GET /api/blog?lang=en with a session: English fields plus translations). */
export type BlogPost = ApiBlogPost & { translations?: ContentTranslations };
