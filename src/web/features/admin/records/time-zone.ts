import { useRouteLoaderData } from 'react-router';
import { formatDate } from '~/shared/format';
import type { SiteConfig } from '~/shared/load-context';
import { DEFAULT_TIME_ZONE } from '~/shared/time-zone';

/** The organisation's time zone (ORG_TIME_ZONE), from the root loader's site settings. */
export function useOrgTimeZone(): string {
  const root = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return root?.site?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A date and time as staff read it: in the organisation's zone, in their language. */
export const formatStamp = (iso: string, lang: string, timeZone: string) =>
  formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
