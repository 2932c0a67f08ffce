import type { ContentTranslations } from '~/shared/schemas/translations';

/** A volunteer skill or interest as GET /api/admin/availability returns it (English fields plus translations). */
export interface Skill {
  _id: string;
  name: string;
  description: string;
  requirements: string[];
  translations?: ContentTranslations;
}
