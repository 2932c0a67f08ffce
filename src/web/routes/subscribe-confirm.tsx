import type { Route } from './+types/subscribe-confirm';
import { signedLinkHeaders, signedLinkMeta, useSignedLinkT } from '~/web/components/signed-link-page';
import { SignedLinkScreen } from '~/web/features/newsletter/signed-link-screen';
import { postToken } from '~/web/components/signed-link.server';
import { subscriptionContracts } from '~/shared/contracts/subscriptions';
import { appContext } from '~/web/context';
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
  return postToken(context.get(appContext).api, request, subscriptionContracts.confirm);
}

export const headers = signedLinkHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return signedLinkMeta(loaderData?.texts, matches, { title: 'Confirm your subscription', path: '/subscribe/confirm' });
}

export default function SubscribeConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { token, texts } = loaderData;
  const t = useSignedLinkT('confirmPage', texts);

  return (
    <SignedLinkScreen
      t={t}
      token={token}
      outcome={actionData?.outcome}
      invalid={!token}
      doneText={t('doneText')}
      invalidText={t('invalidText')}
      intro={<p className="text-slate-700">{t('intro')}</p>}
    />
  );
}
