import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/subscribe-confirm';
import { Alert } from '~/web/components/alert';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { appContext } from '~/web/context';
import { useT } from '~/web/i18n';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';

/**
 * The page behind the link of the newsletter's confirmation e-mail (double opt-in).
 * As with unsubscribing, opening it changes nothing (mail scanners follow links): the
 * button's POST adds the address. Works without JavaScript.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const texts = (resourcesFor(lang, ['email']).email as { confirmPage: Catalogue }).confirmPage;
  return { token, texts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const res = await context.get(appContext).api.send('POST', '/api/subscriptions/confirm', { token });
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
      title: texts?.title ?? 'Confirm your subscription',
      description: texts?.description ?? '',
      path: '/subscribe/confirm',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page's texts, from the `email` catalogue the loader hands over. */
function usePageT(texts: Catalogue) {
  const { i18n } = useT();
  // Merged into whatever of the catalogue another page added (the unsubscribe page's texts).
  i18n.addResourceBundle(i18n.language, 'email', { confirmPage: texts }, true, false);
  return i18n.getFixedT(i18n.language, 'email', 'confirmPage');
}

export default function SubscribeConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, texts } = loaderData;
  const t = usePageT(texts);
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
          {t('doneText')}
        </Alert>
        {home}
      </>
    );
  } else if (!token || outcome === 'invalid') {
    body = (
      <>
        <Alert tone="error" title={t('invalidTitle')}>
          {t('invalidText')}
        </Alert>
        {home}
      </>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{t('intro')}</p>
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
