import type { Skill as ApiSkill } from '~/shared/schemas/skill';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** A skill as staff read it (GET /api/availability?lang=en with a session: English fields plus translations). */
export type Skill = ApiSkill & { translations?: ContentTranslations };
