import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { appContext } from './context';
import { I18nProvider, revalidateOnLanguageChange, useT } from './i18n';
import { fallbackCatalogueUrl, pageCatalogues } from './page-catalogues';
import { catalogueUrl } from '~/shared/i18n/catalogue-script';
import { defaultLanguage } from '~/shared/i18n/core';
import { HYDRATED_EVENT, SCRIPTS_MARKER } from '~/shared/boot';
import { NotFoundScreen } from './features/chrome/not-found-screen';
import { PublicChrome } from './features/chrome/public-chrome';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { site, content, lang, languages } = context.get(appContext);
  const { name, email, phone, address } = content.identity;
  // The programmes' texts travel only with the pages that show them (use-site.ts).
  const { programmes: _shownBySomePages, ...pageContent } = content;
  // The organisation as staff set it in the dashboard (its first values come from ORG_*).
  const org = { name, email, phone, address };
  // The catalogues of this language travel as a script of their own, cached across pages
  // (page-catalogues.ts): neither the JavaScript bundle nor the page's data carries them.
  return { site: { ...site, org }, content: pageContent, lang, languages, catalogues: catalogueUrl(lang) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Tells the public pages' boot loader that React has taken over (it then replays a tap
  // made while the page was still loading its JavaScript); `data-hydrated` marks it too.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  // Without the root's data (an error page after a failed action, whose loaders do not
  // run) the page is in the default language: the error page has its words all the same.
  const lang = data?.lang ?? defaultLanguage;
  // A page that brings its own catalogues in its data (`handle.ownCatalogues`: the /field
  // app, docs/field.md) does not load the site's: its first load stays light.
  const ownCatalogues = useMatches().some((m) => (m.handle as { ownCatalogues?: boolean } | undefined)?.ownCatalogues);
  const catalogues = data ? data.catalogues : fallbackCatalogueUrl(lang);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* The mark as a 32 px PNG of 8 colours (public/favicon.png, 354 bytes, drawn from
            public/favicon.svg; logo.test.tsx): an SVG icon costs each load a separate SVG document
            built on the main thread (docs/performance.md, "What a public page pays at load"), and
            /field's first load has little room (field-app.spec.ts). */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <I18nProvider lang={lang} resources={pageCatalogues(lang)}>
          {children}
        </I18nProvider>
        {/* Only the inline scripts after this element are allowed by the page's CSP. */}
        <template {...{ [SCRIPTS_MARKER]: '' }} />
        {/* Before React Router's scripts, which run after it in order. On public pages the
            boot loader loads it at the first interaction (defer-hydration.ts). */}
        {!ownCatalogues && <script defer src={catalogues} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A request the page cannot take (415: not a form; 400: a form that cannot be read) says so.
  const text =
    status === 415
      ? 'errors.unsupportedMediaType'
      : status === 400
        ? 'errors.badRequest'
        : status === 403
          ? 'errors.forbidden'
          : 'errors.genericText';
  // A path under a wrong admin prefix (`/x/viewmessage`) is the public 404, as any unknown path.
  if (status === 404)
    return (
      <PublicChrome>
        <NotFoundScreen />
      </PublicChrome>
    );
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('errors.generic')}</h1>
      <p className="mt-4 text-slate-600">{t(text)}</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white">
        {t('notFound.returnHome')}
      </a>
    </main>
  );
}
