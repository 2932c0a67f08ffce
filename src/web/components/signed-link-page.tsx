import type { ReactNode } from 'react';
import { Form, Link, type MetaDescriptor, useNavigation } from 'react-router';
import { Alert } from '~/web/components/alert';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { useT } from '~/web/i18n';
import type { Catalogue } from '~/shared/i18n/core';

/**
 * The pages behind the signed links of our e-mails (unsubscribe, confirm a subscription):
 * a personal token in the URL, one button that acts, texts from the `email` catalogue.
 */

/**
 * The token is personal: the page stays out of shared caches and other sites' logs. Not
 * `no-referrer`: with it the browser sends `Origin: null` on the page's own form post,
 * which React Router refuses as cross-site (400), so the form would fail without
 * JavaScript; `same-origin` sends nothing to another site all the same.
 */
export function signedLinkHeaders() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };
}

export function signedLinkMeta(
  texts: Catalogue | undefined,
  matches: Parameters<typeof siteFromMatches>[0],
  fallback: { title: string; path: string },
): MetaDescriptor[] {
  const own = texts as { title?: string; description?: string } | undefined;
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: own?.title ?? fallback.title,
      description: own?.description ?? '',
      path: fallback.path,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * A translator for the page's own texts (`email:<key>`), which the loader hands over so
 * that the whole e-mail catalogue does not travel to the browser. Merged into whatever
 * another such page already added to the catalogue.
 */
export function useSignedLinkT(key: string, texts: Catalogue) {
  const { i18n } = useT();
  i18n.addResourceBundle(i18n.language, 'email', { [key]: texts }, true, false);
  return i18n.getFixedT(i18n.language, 'email', key);
}

/** The page's frame: its heading and what the state says. */
export function SignedLinkPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{heading}</h1>
      {children}
    </section>
  );
}

/** An outcome (done, refused, nothing to do) and the way back home. */
export function SignedLinkResult(props: {
  tone: 'success' | 'error' | 'info';
  title?: string;
  home: string;
  children: ReactNode;
  /** Where the person goes on from here (their own page), instead of the home page. */
  back?: { to: string; label: string } | undefined;
}) {
  return (
    <>
      <Alert tone={props.tone} title={props.title}>
        {props.children}
      </Alert>
      <Link
        to={props.back?.to ?? '/'}
        className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4"
      >
        {props.back?.label ?? props.home}
      </Link>
    </>
  );
}

/** The one button that acts, posting the token back (works without JavaScript). */
export function SignedLinkForm(props: { token: string; button: string; submitting: string; error: string | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      {props.error !== null && (
        <div className="mt-4">
          <Alert tone="error">{props.error}</Alert>
        </div>
      )}
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={props.token} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? props.submitting : props.button}
        </button>
      </Form>
    </>
  );
}
