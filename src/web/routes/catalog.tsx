import { Suspense } from 'react';
import { Await, useSearchParams } from 'react-router';
import type { Route } from './+types/catalog';
import { apiFetch } from '~/web/api/client';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { paymentAction } from '~/web/components/payment-action.server';
import { reachPayment } from '~/web/components/use-payment-action';
import { metaText } from '~/web/components/meta-text';
import { appContext } from '~/web/context';
import { CatalogFailure, CatalogLoading } from '~/web/features/catalog/catalog-states';
import { CatalogView } from '~/web/features/catalog/catalog-view';
import { type CatalogResult, CatalogError, fetchCatalog, normalizeCatalog } from '~/web/features/catalog/normalize';
import { useT } from '~/web/i18n';

/** The endpoints the catalogue is read from, in order (SPEC: the first that answers wins). */
const ENDPOINTS = ['/api/catalog'] as const;

/** Rendered on the server: the list is in the HTML, no request from the phone. */
export async function loader({ context }: Route.LoaderArgs): Promise<{ result: CatalogResult }> {
  const res = await context.get(appContext).api.get('/api/catalog');
  if (res.status !== 200) return { result: { ok: false, last: { kind: 'http', status: res.status } } };
  try {
    return { result: { ok: true, gifts: normalizeCatalog(res.body) } };
  } catch (err) {
    if (err instanceof CatalogError) return { result: { ok: false, last: err.problem } };
    throw err;
  }
}

/** Client-side navigations and revalidations: the browser's own fetch, with 'Loading amazing gifts...' meanwhile. */
export function clientLoader() {
  return { result: fetchCatalog(ENDPOINTS, (url) => apiFetch(url)) };
}

/** The gift checkout's one submit path: the cart and method as JSON, with the attempt's Idempotency-Key. */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(context.get(appContext).api, request, '/api/orders');
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachPayment(serverAction);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaText(matches, 'content');
  return pageMeta(siteFromMatches(matches), {
    title: t('meta.catalog.title'),
    description: t('meta.catalog.description'),
    path: '/catalog',
  });
};

function Catalog({ result }: { result: CatalogResult }) {
  const [params] = useSearchParams();
  return result.ok ? (
    <CatalogView gifts={result.gifts} initialQuery={params.get('q') ?? ''} />
  ) : (
    <CatalogFailure last={result.last} />
  );
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
