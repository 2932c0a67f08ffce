import type { Route } from './+types/my-giving-confirm';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { readForm } from '~/web/components/form-action.server';
import { SignedLinkForm, SignedLinkPage, SignedLinkResult, signedLinkHeaders } from '~/web/components/signed-link-page';
import { appContext } from '~/web/context';
import { call, messageOf } from '~/web/api/client';
import { givingContracts } from '~/shared/contracts/my-giving';
import { useGivingT } from '~/web/features/giving/page-t';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { formatDate, formatRwf } from '~/shared/format';

/**
 * The page behind the one-use link that confirms a raise of a monthly plan (e-mailed to
 * the payer when the raise was asked from a giving link). Opening it changes nothing
 * (mail scanners follow links): its button's POST applies the raise. Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  if (!token) return { token, texts, change: null, refusal: null };
  const res = await call(api, givingContracts.pendingChange, { query: { token } });
  if (res.status === 200) return { token, texts, change: res.body.data, refusal: null };
  return { token, texts, change: null, refusal: messageOf(res.body) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const token = String((await readForm(request)).get('token') ?? '');
  const res = await call(api, givingContracts.confirmChange, { body: { token } });
  if (res.status === 200) {
    const answer = res.body;
    return {
      confirmed: answer.data.amount,
      mailed: answer.mailed !== false,
      error: null,
      pageLink: answer.pageLink?.startsWith('/my-giving?') ? answer.pageLink : null,
    };
  }
  return { confirmed: null, mailed: false, error: messageOf(res.body) ?? '', pageLink: null };
}

export const headers = signedLinkHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const own = (loaderData?.texts as { page?: { confirm?: { title?: string } } } | undefined)?.page?.confirm;
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: own?.title ?? 'Confirm a new monthly amount',
      description: '',
      path: '/my-giving/confirm',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ConfirmPlanChange({ loaderData, actionData }: Route.ComponentProps) {
  const { token, texts, change, refusal } = loaderData;
  const { t, lang } = useGivingT(texts);
  let body;
  if (actionData?.confirmed != null) {
    body = (
      <SignedLinkResult
        tone="success"
        title={t('confirm.doneTitle')}
        home={t('confirm.home')}
        back={actionData.pageLink ? { to: actionData.pageLink, label: t('confirm.back') } : undefined}
      >
        {t(actionData.mailed ? 'confirm.doneText' : 'confirm.doneTextNotMailed', {
          amount: formatRwf(actionData.confirmed, lang),
        })}
      </SignedLinkResult>
    );
  } else if (!change) {
    body = (
      <SignedLinkResult tone="error" title={t('confirm.invalidTitle')} home={t('confirm.home')}>
        {refusal || t('invalidText')}
      </SignedLinkResult>
    );
  } else {
    const { plan } = change;
    body = (
      <>
        <p className="text-slate-700">{t('confirm.intro')}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <dt className="text-slate-600">{t(`plan.${plan.kind}`, { target: plan.target })}</dt>
          <dd className="font-semibold">{t(`methods.${plan.method}`)}</dd>
          <dt className="text-slate-600">{t('confirm.current')}</dt>
          <dd className="font-semibold">{formatRwf(plan.amount, lang)}</dd>
          <dt className="text-slate-600">{t('confirm.new')}</dt>
          <dd className="font-semibold" data-testid="new-amount">
            {formatRwf(change.amount, lang)}
          </dd>
          <dt className="text-slate-600">{t('confirm.until')}</dt>
          <dd className="font-semibold">
            {formatDate(change.expiresAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
          </dd>
        </dl>
        <SignedLinkForm
          token={token}
          button={t('confirm.button')}
          submitting={t('confirm.submitting')}
          error={actionData?.error ?? null}
        />
        <p className="mt-6 text-sm text-slate-600">{t('confirm.notYou')}</p>
      </>
    );
  }
  return <SignedLinkPage heading={t('confirm.heading')}>{body}</SignedLinkPage>;
}
