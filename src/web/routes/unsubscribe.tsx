import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { Alert } from '~/web/components/alert';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { type SiteConfig, appContext } from '~/web/context';
import { useT } from '~/web/i18n';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';

/**
 * The page behind the link in every newsletter. Opening it changes nothing (mail
 * scanners follow links); only the button's POST unsubscribes. Works without
 * JavaScript and without signing in.
 */
type State = 'ready' | 'not-subscribed' | 'invalid';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  // Only the page's own texts travel to the browser, not the whole e-mail catalogue.
  const texts = (resourcesFor(lang, ['email']).email as { page: Catalogue }).page;
  let state: State = 'invalid';
  let email: string | null = null;
  if (token) {
    const res = await api.get<{ data?: { email: string; subscribed: boolean } }>(
      `/api/unsubscribe/status?token=${encodeURIComponent(token)}`,
    );
    if (res.status === 200 && res.body.data) {
      email = res.body.data.email;
      state = res.body.data.subscribed ? 'ready' : 'not-subscribed';
    } else if (res.status !== 400) {
      state = 'ready'; // could not look it up now: a neutral text, the button still works
    }
  }
  return { token, email, state, texts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const res = await context.get(appContext).api.send('POST', '/api/unsubscribe', { token });
  return {
    outcome: res.status === 200 ? ('done' as const) : res.status === 400 ? ('invalid' as const) : ('error' as const),
  };
}

export function headers() {
  // The token is personal: keep the page out of shared caches and other sites' logs.
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const texts = loaderData?.texts as { title?: string; description?: string } | undefined;
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: texts?.title ?? 'Unsubscribe',
      description: texts?.description ?? '',
      path: '/unsubscribe',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page's texts, from the `email` catalogue the loader hands over. */
function usePageT(texts: Catalogue) {
  const { i18n } = useT();
  if (!i18n.hasResourceBundle(i18n.language, 'email')) i18n.addResourceBundle(i18n.language, 'email', { page: texts });
  return i18n.getFixedT(i18n.language, 'email', 'page');
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, state, texts } = loaderData;
  const t = usePageT(texts);
  const orgEmail = (useRouteLoaderData('root') as { site?: SiteConfig } | undefined)?.site?.org.email ?? '';
  const submitting = useNavigation().state === 'submitting';
  const outcome = actionData?.outcome;
  const home = (
    <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
      {t('home')}
    </Link>
  );

  let body;
  if (outcome === 'done') {
    body = (
      <>
        <Alert tone="success" title={t('doneTitle')}>
          {email ? t('doneText', { email }) : t('doneTextNeutral')}
        </Alert>
        {home}
      </>
    );
  } else if (state === 'invalid' || outcome === 'invalid') {
    body = (
      <>
        <Alert tone="error" title={t('invalidTitle')}>
          {t('invalidText', { email: orgEmail })}
        </Alert>
        {home}
      </>
    );
  } else if (state === 'not-subscribed') {
    body = (
      <>
        <Alert tone="info">{t('notSubscribed')}</Alert>
        {home}
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{email ? t('intro') : t('neutral')}</p>
        {email && <p className="mt-2 font-semibold break-all text-slate-900">{email}</p>}
        {outcome === 'error' && (
          <div className="mt-4">
            <Alert tone="error">{t('errorText')}</Alert>
          </div>
        )}
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            disabled={submitting}
            className="min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {submitting ? t('submitting') : t('button')}
          </button>
        </Form>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('heading')}</h1>
      {body}
    </section>
  );
}
