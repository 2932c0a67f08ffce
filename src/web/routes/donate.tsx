import { useLocation } from 'react-router';
import type { Route } from './+types/donate';
import { donationContracts } from '~/shared/contracts/donations';
import { readForm } from '~/web/components/form-action.server';
import { forwardPayment, keyOf } from '~/web/components/payment-action.server';
import { reachPayment } from '~/web/components/use-payment-action';
import { paymentIdOf } from '~/web/features/payment-status/payment-id';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText } from '~/web/components/meta-text';
import { useHydrated } from '~/web/components/use-hydrated';
import { appContext } from '~/web/context';
import { readChild } from '~/web/features/sponsorship/child-list-api';
import { DonateForm } from '~/web/features/donate/donate-form';
import { errorsFromIssues, toPayload, valuesFromForm } from '~/web/features/donate/donation-values';
import { type DonateActionData, payloadFor } from '~/web/features/donate/use-donation';
import { ImpactColumn } from '~/web/features/donate/impact-column';
import { useT } from '~/web/i18n';

/** `?child=<id>` names the child being sponsored (a link that can be shared). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const childId = new URL(request.url).searchParams.get('child');
  if (!childId) return { child: null };
  const child = await readChild(context.get(appContext).api, childId);
  return { child: child ? { id: child._id, name: child.name } : null };
}

/**
 * The form's one submit path, with or without JavaScript: the same schema, then the
 * API in-process with the form's Idempotency-Key (a plain post gets one here, kept in
 * the form for a resubmit). Card number, expiry and CVC are never echoed back.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<DonateActionData> {
  // Imported here (not at the top) so the page's browser chunk never carries zod.
  const { MAX_DONATION_RWF, donationBodySchema, donationRequestSchema } = await import('~/shared/schemas/donation');
  const { api, site } = context.get(appContext);
  // Live: no card data and no PIN come from this page (the partner's page, the phone).
  const live = site.paymentsLive === true;
  const form = await readForm(request);
  const values = valuesFromForm(form);
  const childId = typeof form.get('childId') === 'string' ? String(form.get('childId')) : undefined;
  const pin = form.get('pin');
  const idempotencyKey = keyOf(form.get('idempotencyKey')) ?? crypto.randomUUID();
  const kept = { ...values, cardNumber: '', cardExpiry: '', cardCvc: '' };
  const parsed = live
    ? donationBodySchema.safeParse(payloadFor(values, childId || undefined, true))
    : donationRequestSchema.safeParse({
        ...toPayload(values, childId || undefined),
        ...(typeof pin === 'string' && pin ? { pin } : {}),
      });
  if (!parsed.success)
    return {
      values: kept,
      errors: errorsFromIssues(parsed.error.issues),
      amountLimit: MAX_DONATION_RWF,
      idempotencyKey,
    };
  // A page with JavaScript follows a mobile payment in place; a plain post goes to its status page.
  const follow = form.get('follow') === '1';
  const answer = await forwardPayment(api, donationContracts.donate, parsed.data, { idempotencyKey, follow });
  // Followed in place (a page with JavaScript): the 202's payment id.
  const pending = answer.ok && answer.status === 202 ? paymentIdOf({ data: answer.data }) : null;
  if (pending) {
    const { paymentId } = pending;
    const phone = parsed.data.paymentMethod === 'card' ? undefined : parsed.data.phone;
    return { outcome: { kind: 'pending', paymentId, ...(phone ? { phone } : {}) } };
  }
  if (answer.ok)
    return {
      outcome: {
        kind: 'success',
        amount: parsed.data.amount,
        reference: answer.data.reference,
        email: parsed.data.email,
      },
    };
  if (answer.reason === 'network') return { values: kept, outcome: { kind: 'network' }, idempotencyKey };
  return { values: kept, outcome: { kind: 'refused', message: answer.message }, idempotencyKey };
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  reachPayment<DonateActionData>(serverAction, { outcome: { kind: 'network' } });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaText(matches, 'content');
  const name = loaderData?.child?.name;
  return pageMeta(siteFromMatches(matches), {
    title: name ? t('meta.sponsor.title', { name }) : t('meta.donate.title'),
    description: name ? t('meta.sponsor.description', { name }) : t('meta.donate.description'),
    path: '/donate',
  });
};

export default function DonatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('content');
  const hydrated = useHydrated();
  const state = useLocation().state as { childName?: unknown; childId?: unknown } | null;
  // Navigation state is only known in the browser: read it once hydrated.
  const fromState =
    hydrated && typeof state?.childName === 'string' && state.childName
      ? { name: state.childName, id: typeof state.childId === 'string' ? state.childId : undefined }
      : null;
  const child = loaderData.child ?? fromState;
  const target = child ? t('donate.target.sponsor', { name: child.name }) : t('donate.target.general');

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 id="donate-form-title" className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
        {t('donate.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('donate.intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="order-2 lg:order-1">
          <ImpactColumn />
        </div>
        <section className="order-1 space-y-6 lg:order-2" aria-label={t('donate.title')}>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm text-slate-600">{t('donate.target.label')}</p>
            <p className="text-lg font-bold text-slate-900" data-testid="donation-target">
              {target}
            </p>
          </div>
          {child && (
            <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900" role="note">
              <p className="font-bold">{t('donate.target.sponsoring')}</p>
              <p>{t('donate.target.sponsoringText', { name: child.name })}</p>
            </div>
          )}
          <DonateForm target={target} childId={child?.id} initial={actionData} />
        </section>
      </div>
    </div>
  );
}
