import type { ServerBuild, createRequestHandler } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';
import type { SiteContent } from '~/shared/schemas/site-settings';
import { PageShapeError, deferHydration } from './defer-hydration';
import { anonymousContext } from './load-context';

/** A path no route serves: the public 404 page, which its loaders render without the API. */
export const SHAPE_CHECK_PATH = '/__page-shape-check__';

/**
 * At start, before any visitor: renders a real public page from the build and rewrites
 * it as every public page will be. If React Router's output no longer has the shape
 * the rewrite expects (an upgrade), the server refuses to start with the reason
 * (`PageShapeError`) rather than serve pages that cannot boot.
 */
export async function checkPageShape(
  build: ServerBuild,
  handle: ReturnType<typeof createRequestHandler>,
  site: SiteConfig,
  content: SiteContent,
): Promise<void> {
  const response = await handle(
    new Request(`http://localhost${SHAPE_CHECK_PATH}`),
    anonymousContext(build, site, content),
  );
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) {
    throw new PageShapeError([`the start-up check's page answered ${response.status} ${type || 'without a type'}`]);
  }
  deferHydration(await response.text(), { put: () => '/_boot/shape-check.js' });
}
