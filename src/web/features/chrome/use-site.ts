import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';
import type { SiteContent } from '~/shared/schemas/site-settings';

type RootData = { site: SiteConfig; content: SiteContent };

function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useSite used outside the root route');
  return data;
}

/** The organisation's identity and public URL, from the root loader. */
export function useSite(): SiteConfig {
  return useRootData().site;
}

/** Staff's site settings in the page's language (Site settings in the dashboard). */
export function useSiteContent(): SiteContent {
  return useRootData().content;
}
