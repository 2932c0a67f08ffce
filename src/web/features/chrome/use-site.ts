import { useMatches, useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';
import type { SiteContent } from '~/shared/schemas/site-settings';

/**
 * What every page carries of staff's site settings: all but the programmes' texts, which only
 * Home, About and What We Do show (their loaders give them: `programmesOf`). In every page's
 * data they were 2 KB gzip of each first touch (docs/performance.md).
 */
export type PageContent = Omit<SiteContent, 'programmes'>;
type Programmes = SiteContent['programmes'];
type RootData = { site: SiteConfig; content: PageContent };

function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useSite used outside the root route');
  return data;
}

/** The organisation's identity and public URL, from the root loader. */
export function useSite(): SiteConfig {
  return useRootData().site;
}

/** Staff's site settings in the page's language (Site settings in the dashboard), but the programmes. */
export function useSiteContent(): PageContent {
  return useRootData().content;
}

/** The loader data of a page that shows the programmes (Home, About, What We Do). */
export const programmesOf = (content: SiteContent) => ({ programmes: content.programmes });

/** The programmes' texts, from the loader of the page that shows them (`programmesOf`). */
export function useProgrammes(): Programmes {
  const match = useMatches().find(
    (m) => typeof m.loaderData === 'object' && m.loaderData !== null && 'programmes' in m.loaderData,
  );
  if (!match) throw new Error('useProgrammes used on a page whose loader does not give the programmes');
  return (match.loaderData as { programmes: Programmes }).programmes;
}
