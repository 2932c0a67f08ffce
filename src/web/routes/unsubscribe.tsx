import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { SignedLinkResult, signedLinkHeaders, signedLinkMeta, useSignedLinkT } from '~/web/components/signed-link-page';
import { SignedLinkScreen } from '~/web/features/newsletter/signed-link-screen';
import { postToken } from '~/web/components/signed-link.server';
import { call } from '~/web/api/client';
import { newsletterContracts } from '~/shared/contracts/newsletter';
import { type SiteConfig, appContext } from '~/web/context';
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
    const res = await call(api, newsletterContracts.unsubscribeStatus, { query: { token } });
    if (res.status === 200) {
      email = res.body.data.email;
      state = res.body.data.subscribed ? 'ready' : 'not-subscribed';
    } else if (res.status !== 400) {
      state = 'ready'; // could not look it up now: a neutral text, the button still works
    }
  }
  return { token, email, state, texts };
}

export async function action({ request, context }: Route.ActionArgs) {
  return postToken(context.get(appContext).api, request, newsletterContracts.unsubscribe);
}

export const headers = signedLinkHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return signedLinkMeta(loaderData?.texts, matches, { title: 'Unsubscribe', path: '/unsubscribe' });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, email, state, texts } = loaderData;
  const t = useSignedLinkT('page', texts);
  const orgEmail = (useRouteLoaderData('root') as { site?: SiteConfig } | undefined)?.site?.org.email ?? '';
  const outcome = actionData?.outcome;

  return (
    <SignedLinkScreen
      t={t}
      token={token}
      outcome={outcome}
      invalid={state === 'invalid'}
      doneText={email ? t('doneText', { email }) : t('doneTextNeutral')}
      invalidText={t('invalidText', { email: orgEmail })}
      intro={
        <>
          <p className="text-slate-700">{email ? t('intro') : t('neutral')}</p>
          {email && <p className="mt-2 font-semibold break-all text-slate-900">{email}</p>}
        </>
      }
      instead={
        state === 'not-subscribed' ? (
          <SignedLinkResult tone="info" home={t('home')}>
            {t('notSubscribed')}
          </SignedLinkResult>
        ) : undefined
      }
    />
  );
}
