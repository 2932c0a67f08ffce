import type { ContentTranslations } from '~/shared/schemas/translations';

/** A child as GET /api/sponsors returns it (monthly support in Rwf; English fields plus translations). */
export interface Child {
  _id: string;
  name: string;
  age: number;
  location: string;
  story: string;
  needs: string[];
  monthlySupport: number;
  photo: string | null;
  isSponsored: boolean;
  translations?: ContentTranslations;
}
