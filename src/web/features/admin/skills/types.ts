import type { ContentTranslations } from '~/shared/schemas/translations';

/** A volunteer skill or interest as GET /api/availability?lang=en returns it to staff (English fields plus translations). */
export interface Skill {
  _id: string;
  name: string;
  description: string;
  requirements: string[];
  translations?: ContentTranslations;
}
