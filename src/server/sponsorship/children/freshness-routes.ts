import type { ApiRoute } from '~/server/core/http/route';
import { freshnessContracts } from '~/shared/contracts/freshness';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { newsText } from '../child-news/texts';
import { settingRoutes } from '../setting-routes';
import { readFreshnessSettings, saveFreshnessSettings } from './freshness';

/** The Site setting of freshness (docs/field.md#freshness). */
export const freshnessRoutes: ApiRoute[] = settingRoutes(
  { read: freshnessContracts.settings, save: freshnessContracts.save },
  {
    roles: SPONSORSHIP,
    read: readFreshnessSettings,
    save: saveFreshnessSettings,
    saved: () => newsText('freshnessSaved'),
  },
);
