import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';

/** The organisation's identity and public URL, from the root loader. */
export function useSite(): SiteConfig {
  const data = useRouteLoaderData('root') as { site: SiteConfig } | undefined;
  if (!data) throw new Error('useSite used outside the root route');
  return data.site;
}
