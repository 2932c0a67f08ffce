import type { Route } from './+types/my-giving-confirm';
import { signedLinkHeaders } from '~/web/components/signed-link-page';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { givingContracts } from '~/shared/contracts/my-giving';
import type { GivingT } from '~/web/features/giving/page-t';
import type { GivingPlan } from '~/shared/schemas/giving';
import type { Language } from '~/shared/i18n/core';
import { followConfirmLink, loadConfirmLink } from '~/web/features/giving/confirm-link.server';
import { ConfirmLinkPage, confirmLinkMeta } from '~/web/features/giving/confirm-link-page';
import { formatRwf } from '~/shared/format';

/**
 * The page behind the one-use link that confirms a raise of a monthly plan (e-mailed to
 * the payer when the raise was asked from a giving link). Opening it changes nothing
 * (mail scanners follow links): its button's POST applies the raise. Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmLink(request, context.get(appContext), (api, token) =>
    call(api, givingContracts.pendingChange, { query: { token } }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return followConfirmLink(
    request,
    context.get(appContext),
    (api, token) => call(api, givingContracts.confirmChange, { body: { token } }),
    (answer) => answer.data.amount,
  );
}

export const headers = signedLinkHeaders;

export const meta = confirmLinkMeta('confirm', { title: 'Confirm a new monthly amount', path: '/my-giving/confirm' });

export default function ConfirmPlanChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConfirmLinkPage
      keys="confirm"
      page={loaderData}
      answer={actionData}
      done={({ done, mailed }, t, lang) =>
        t(mailed ? 'confirm.doneText' : 'confirm.doneTextNotMailed', { amount: formatRwf(done, lang) })
      }
      pending={(change, t, lang) => ({
        intro: t('confirm.intro'),
        expiresAt: change.expiresAt,
        rows: <RaiseRows t={t} lang={lang} plan={change.plan} amount={change.amount} />,
      })}
    />
  );
}

/** The raise the link would apply: the plan, its amount now and the new one. */
function RaiseRows({ t, lang, plan, amount }: { t: GivingT; lang: Language; plan: GivingPlan; amount: number }) {
  return (
    <>
      <dt className="text-slate-600">{t(`plan.${plan.kind}`, { target: plan.target })}</dt>
      <dd className="font-semibold">{t(`methods.${plan.method}`)}</dd>
      <dt className="text-slate-600">{t('confirm.current')}</dt>
      <dd className="font-semibold">{formatRwf(plan.amount, lang)}</dd>
      <dt className="text-slate-600">{t('confirm.new')}</dt>
      <dd className="font-semibold" data-testid="new-amount">
        {formatRwf(amount, lang)}
      </dd>
    </>
  );
}
