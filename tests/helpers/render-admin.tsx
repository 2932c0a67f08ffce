import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type Namespace, resourcesFor } from '~/shared/i18n/catalogues';
import { I18nProvider } from '~/web/i18n';

/**
 * A dashboard piece rendered as the server renders it (the kit's component tests): inside a
 * data router whose layout match carries the admin catalogues, as the admin layout's does,
 * in English. `url` is the page's address (its query for pieces that read the URL); `namespaces`,
 * the screen's own catalogues beside the dashboard's.
 */
export async function renderAdmin(
  element: ReactNode,
  url = 'http://localhost/dashboard/things',
  namespaces: Namespace[] = [],
): Promise<string> {
  const adminResources = resourcesFor('en', ['admin', 'adminContent', 'records', ...namespaces]);
  const handler = createStaticHandler([
    { id: 'layout', path: '/dashboard/*', loader: () => ({ adminResources }), element },
  ]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the test router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nProvider lang="en" resources={resourcesFor('en', ['common', 'validation'])}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}
