import { redirect } from 'react-router';
import type { Route } from './+types/my-giving';
import { Alert } from '~/web/components/alert';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';
import { givingContracts } from '~/shared/contracts/my-giving';
import { LinkForm } from '~/web/features/giving/link-form';
import { PaymentList } from '~/web/features/giving/payment-list';
import { PlanCard, type PlanResult } from '~/web/features/giving/plan-card';
import { PageSummary } from '~/web/features/giving/page-summary';
import { ReceiptProfileForm } from '~/web/features/giving/receipt-profile-form';
import { RevokeForm } from '~/web/features/giving/revoke-form';
import { type GivingT, useGivingT } from '~/web/features/giving/page-t';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { signedLinkHeaders } from '~/web/components/signed-link-page';
import { MyDataSection } from '~/web/features/giving/my-data-section';
import type { MyDataResult } from '~/web/features/giving/my-data-result';
import { myDataAction } from '~/web/features/giving/my-data-action.server';
import { StatementForm } from '~/web/features/giving/statement-form';
import { ChildDepartures } from '~/web/features/giving/child-departures';
import { departureAction } from '~/web/features/giving/child-departures.server';
import { followSupporterLanguage, loadGivingPage } from '~/web/features/giving/giving-page.server';
import { ChildNewsSection } from '~/web/features/giving/child-news-section';
import { ChildGiftSection } from '~/web/features/giving/child-gift-section';
import { PlanMethodSection } from '~/web/features/giving/plan-method-section';
import { type ChildGiftActionData, childGiftAction } from '~/web/features/giving/child-gift-action.server';
import { GivingSection } from '~/web/features/giving/panel';

/**
 * The payer's own page, from the signed link in every receipt (no account): their
 * gifts and sponsorships with receipts, their monthly plans and what they may change,
 * a yearly statement; without a valid link, the "send me my link" form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang, api } = context.get(appContext);
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  // After an erasure (my-data-action.server.ts): a plain confirmation, nothing read.
  if (url.searchParams.get('erased') === '1' && !token) return { erased: true as const, texts };
  const page = await loadGivingPage(api, lang, token);
  await followSupporterLanguage(api, url, token, lang, page.supporterLang);
  return { erased: false as const, token, texts, giftKey: crypto.randomUUID(), ...page };
}

const PLAN_INTENTS = ['amount', 'day', 'pause', 'resume', 'cancel', 'skip', 'stop-automatic'] as const;
const isPlanIntent = (intent: string): intent is (typeof PLAN_INTENTS)[number] =>
  (PLAN_INTENTS as readonly string[]).includes(intent);

export async function action({ request, context }: Route.ActionArgs) {
  const { api, site } = context.get(appContext);
  const form = Object.fromEntries(Array.from(await readForm(request), ([k, v]) => [k, String(v)]));
  const { intent = '', token = '', planId = '' } = form;
  const mine = await myDataAction(api, form);
  if (mine) return mine;
  if (intent === 'profile') {
    const res = await call(api, givingContracts.profile, {
      body: { token, name: form.name ?? '', postalAddress: form.postalAddress ?? '' },
    });
    return isOk(res) ? { profileDone: messageOf(res.body) ?? '' } : { profileError: refusalOf(res.body) ?? '' };
  }
  if (intent === 'child-gift') return childGiftAction(api, form, site.paymentsLive === true);
  if (intent === 'link') {
    const res = await call(api, givingContracts.link, { body: { email: form.email ?? '' } });
    return isOk(res) ? { sent: messageOf(res.body) } : { linkError: refusalOf(res.body) ?? '' };
  }
  if (intent === 'revoke') {
    const res = await call(api, givingContracts.revoke, { body: { token } });
    return isOk(res) ? { revoked: messageOf(res.body) } : { error: refusalOf(res.body) ?? '' };
  }
  if (intent === 'departure') return departureAction(api, form);
  if (!/^[0-9a-f-]{36}$/i.test(planId)) return { error: '' };
  if (intent === 'pay') {
    const res = await call(api, givingContracts.payNow, { params: { id: planId }, body: { token } });
    const pending = res.status === 202 ? res.body.data : null;
    if (pending?.redirectUrl) throw redirect(pending.redirectUrl);
    if (pending?.paymentId) throw redirect(`/payments/${pending.paymentId}`);
    return isOk(res) ? { planId, done: messageOf(res.body) } : { planId, error: refusalOf(res.body) ?? '' };
  }
  if (!isPlanIntent(intent)) return { error: '' };
  const change =
    intent === 'amount'
      ? { action: intent, amount: Number(form.amount) }
      : intent === 'day'
        ? { action: intent, dayOfMonth: Number(form.dayOfMonth) }
        : // Why they stop, if they say (staff read it on Sponsor health, docs/sponsor-health.md).
          intent === 'cancel'
          ? { action: intent, ...(form.reason?.trim() ? { reason: form.reason } : {}) }
          : { action: intent };
  const res = await call(api, givingContracts.changePlan, { params: { id: planId }, body: { token, ...change } });
  return isOk(res) ? { planId, done: messageOf(res.body) } : { planId, error: refusalOf(res.body) ?? '' };
}

export function headers() {
  // The link is personal: out of shared caches and out of other sites' logs.
  return signedLinkHeaders();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = (loaderData?.texts as { page?: { title?: string; description?: string } } | undefined)?.page;
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: page?.title ?? 'My giving',
      description: page?.description ?? '',
      path: '/my-giving',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function MyGiving({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useGivingT(loaderData.texts);
  if (loaderData.erased) return <Erased t={t} />;
  const { token, giving, invalid, gifts, giftKey } = loaderData;
  const result = actionData as
    | {
        sent?: string | null;
        linkError?: string;
        done?: string | null;
        error?: string;
        profileError?: string;
        profileDone?: string;
        revoked?: string | null;
        planId?: string;
      }
    | undefined;
  // A plan's answer is shown on its card; the rest of the page's general answers here.
  const planResult = result?.planId ? (result as PlanResult) : undefined;
  const general = planResult ? undefined : result;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('heading')}</h1>
      {general?.done && (
        <div className="mb-6">
          <Alert tone="success">{general.done}</Alert>
        </div>
      )}
      {general?.error !== undefined && (
        <div className="mb-6">
          <Alert tone="error">{general.error || t('error')}</Alert>
        </div>
      )}
      {result?.revoked !== undefined && (
        <div className="mb-6">
          <Alert tone="success" title={t('revoke.doneTitle')}>
            {result.revoked}
          </Alert>
        </div>
      )}
      {!giving ? (
        <>
          {invalid && result?.revoked === undefined && (
            <div className="mb-6">
              <Alert tone="error" title={t('invalidTitle')}>
                {t('invalidText')}
              </Alert>
            </div>
          )}
          <LinkForm t={t} sent={result?.sent ?? null} error={result?.linkError ?? null} />
        </>
      ) : (
        <div className="space-y-10">
          <p className="text-slate-700">{t('intro', { email: giving.email })}</p>
          <PageSummary t={t} giving={giving} news={loaderData.news} gifts={gifts} departures={loaderData.departures} />
          <ChildDepartures
            {...loaderData}
            texts={loaderData.departureTexts}
            lang={lang}
            result={actionData as { departureDone?: string; departureError?: string } | undefined}
          />
          {loaderData.news && <ChildNewsSection news={loaderData.news} token={token} />}
          <GivingSection id="plans" heading={t('plans.heading')}>
            {giving.plans.length ? (
              giving.plans.map((plan) => (
                <PlanCard
                  key={plan._id}
                  t={t}
                  lang={lang}
                  plan={plan}
                  token={token}
                  result={planResult?.planId === plan._id ? planResult : undefined}
                />
              ))
            ) : (
              <p className="text-slate-700">{t('plans.none')}</p>
            )}
          </GivingSection>
          <PlanMethodSection t={t} plans={giving.plans} token={token} />
          <ChildGiftSection
            t={t}
            lang={lang}
            token={token}
            data={gifts}
            giftKey={giftKey}
            result={actionData && 'gift' in actionData ? (actionData as ChildGiftActionData) : undefined}
          />
          <GivingSection id="payments" heading={t('payments.heading')}>
            <PaymentList t={t} lang={lang} payments={giving.payments} token={token} />
          </GivingSection>
          <ReceiptProfileForm
            t={t}
            token={token}
            profile={giving.profile}
            error={result?.profileError ?? null}
            done={result?.profileDone ?? null}
            result={result}
          />
          <StatementForm t={t} lang={lang} token={token} payments={giving.payments} />
          <MyDataSection
            t={t}
            lang={lang}
            token={token}
            email={giving.email}
            data={loaderData.myData}
            result={actionData as MyDataResult}
            sponsored={gifts?.children.map((c) => c.name)}
          />
          <RevokeForm t={t} token={token} />
        </div>
      )}
    </section>
  );
}

/** The page once the person's data is erased: a plain confirmation, nothing of them. */
function Erased({ t }: { t: GivingT }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('myData.erase.doneHeading')}</h1>
      <Alert tone="success">{t('myData.erase.doneText')}</Alert>
      <a href="/" className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('myData.erase.home')}
      </a>
    </section>
  );
}
