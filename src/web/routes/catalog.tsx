import { Suspense } from 'react';
import { Await } from 'react-router';
import type { Route } from './+types/catalog';
import { contractPath } from '~/shared/contract';
import { giftContracts } from '~/shared/contracts/gifts';
import { apiFetch, call } from '~/web/api/client';
import { canonicalListPath, pageOrRedirect, redirectPastEnd } from '~/web/components/list-address';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { paymentAction } from '~/web/components/payment-action.server';
import { reachPayment } from '~/web/components/use-payment-action';
import { orderContracts } from '~/shared/contracts/orders';
import { appContext } from '~/web/context';
import { CatalogFailure, CatalogLoading } from '~/web/features/catalog/catalog-states';
import { CatalogView } from '~/web/features/catalog/catalog-view';
import { loadCatalogPage } from '~/web/features/catalog/catalog-page';
import { type CatalogResult, CatalogError, catalogPage, fetchCatalog } from '~/web/features/catalog/normalize';
import { useT } from '~/web/i18n';

/** The routes the catalogue is read from, in order (docs/product.md: the first that answers wins). */
const ENDPOINTS = [giftContracts.list] as const;

/**
 * Rendered on the server: the page of gifts is in the HTML, no request from the phone;
 * `?q=&page=` work without JavaScript. An address naming no page is redirected (list-address.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<{ result: CatalogResult }> {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const asked = pageOrRedirect(url);
  const result = await loadCatalogPage(url.searchParams, async (query) => {
    const res = await call(api, ENDPOINTS[0], { query });
    if (res.status !== 200) return { ok: false, last: { kind: 'http', status: res.status } };
    try {
      return catalogPage(res.body);
    } catch (err) {
      if (err instanceof CatalogError) return { ok: false, last: err.problem };
      throw err;
    }
  });
  redirectPastEnd(url, asked, result.ok ? result.info : null);
  return { result };
}

/**
 * Client-side loads: the browser's own fetch. Arriving from another page, 'Loading
 * amazing gifts...' shows meanwhile; a search or a page of the catalogue itself keeps
 * the gifts shown (and the search box, with its focus) until the new ones come.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const result = loadCatalogPage(url.searchParams, (query) =>
    fetchCatalog(
      ENDPOINTS.map((e) => contractPath(e, undefined, { ...query })),
      (address) => apiFetch(address),
    ),
  );
  return { result: window.location.pathname === url.pathname ? await result : result };
}

/** The gift checkout's one submit path: the cart and method as JSON, with the attempt's Idempotency-Key. */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(context.get(appContext).api, request, orderContracts.buy);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachPayment(serverAction);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  cataloguePageMeta(matches, 'content', 'meta.catalog', canonicalListPath('/catalog', location.search));

function Catalog({ result }: { result: CatalogResult }) {
  return result.ok ? <CatalogView gifts={result.gifts} info={result.info} /> : <CatalogFailure last={result.last} />;
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('content');
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 px-4 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold sm:text-5xl">{t('catalog.heroTitle')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('catalog.heroText')}</p>
        </div>
      </section>
      {loaderData.result instanceof Promise ? (
        <Suspense fallback={<CatalogLoading />}>
          <Await resolve={loaderData.result}>{(result: CatalogResult) => <Catalog result={result} />}</Await>
        </Suspense>
      ) : (
        // Server-rendered data is rendered straight away: React outlines a large Suspense
        // boundary behind an inline script, which a visitor without JavaScript would never see.
        <Catalog result={loaderData.result} />
      )}
    </>
  );
}
