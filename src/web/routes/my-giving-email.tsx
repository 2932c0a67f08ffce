import type { Route } from './+types/my-giving-email';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { readForm } from '~/web/components/form-action.server';
import { SignedLinkForm, SignedLinkPage, SignedLinkResult, signedLinkHeaders } from '~/web/components/signed-link-page';
import { appContext } from '~/web/context';
import { call, messageOf } from '~/web/api/client';
import { myDataContracts } from '~/shared/contracts/my-data';
import { useGivingT } from '~/web/features/giving/page-t';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';

/**
 * The page behind the link that confirms a new e-mail address (issue 41), mailed to that
 * address from the supporter's giving page. Opening it changes nothing (mail scanners
 * follow links): its button's POST moves the records. Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  if (!token) return { token, texts, change: null, refusal: null };
  const res = await call(api, myDataContracts.pendingEmail, { query: { token } });
  if (res.status === 200) return { token, texts, change: res.body.data, refusal: null };
  return { token, texts, change: null, refusal: messageOf(res.body) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const token = String((await readForm(request)).get('token') ?? '');
  const res = await call(api, myDataContracts.confirmEmail, { body: { token } });
  if (res.status === 200) {
    const answer = res.body;
    return {
      done: answer.message,
      mailed: answer.mailed,
      error: null,
      pageLink: answer.pageLink.startsWith('/my-giving?') ? answer.pageLink : null,
    };
  }
  return { done: null, mailed: false, error: messageOf(res.body) ?? '', pageLink: null };
}

export const headers = signedLinkHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const own = (loaderData?.texts as { page?: { emailChange?: { title?: string } } } | undefined)?.page?.emailChange;
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: own?.title ?? 'Confirm your new e-mail address',
      description: '',
      path: '/my-giving/email',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  const { token, texts, change, refusal } = loaderData;
  const { t, lang } = useGivingT(texts);
  let body;
  if (actionData?.done) {
    body = (
      <SignedLinkResult
        tone="success"
        title={t('emailChange.doneTitle')}
        home={t('emailChange.home')}
        back={actionData.pageLink ? { to: actionData.pageLink, label: t('emailChange.back') } : undefined}
      >
        {actionData.done}
        {!actionData.mailed && ` ${t('emailChange.doneNotMailed')}`}
      </SignedLinkResult>
    );
  } else if (!change) {
    body = (
      <SignedLinkResult tone="error" title={t('emailChange.invalidTitle')} home={t('emailChange.home')}>
        {refusal || t('invalidText')}
      </SignedLinkResult>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{t('emailChange.intro', { email: change.email })}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <dt className="text-slate-600">{t('emailChange.until')}</dt>
          <dd className="font-semibold">
            {formatDate(change.expiresAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
          </dd>
        </dl>
        <SignedLinkForm
          token={token}
          button={t('emailChange.button')}
          submitting={t('emailChange.submitting')}
          error={actionData?.error ?? null}
        />
        <p className="mt-6 text-sm text-slate-600">{t('emailChange.notYou')}</p>
      </>
    );
  }
  return <SignedLinkPage heading={t('emailChange.heading')}>{body}</SignedLinkPage>;
}
