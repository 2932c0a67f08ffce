import { data } from 'react-router';
import type { Route } from './+types/payment-status';
import { metaText } from '~/web/components/meta-text';
import { appContext } from '~/web/context';
import { PaymentStatusCard } from '~/web/features/payment-status/payment-status-card';
import { paymentContracts } from '~/shared/contracts/payments';
import { call } from '~/web/api/client';

/** Seconds between reloads while the payment waits for its payer (works without JavaScript). */
const REFRESH_SECONDS = 5;

/**
 * Where a payment waiting for its payer is followed: the no-JavaScript form's action
 * redirects here, and Flutterwave's hosted checkout returns here.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, paymentContracts.status, {
    params: { paymentId: params.paymentId },
  });
  if (res.status !== 200) throw data(null, { status: 404 });
  return { payment: res.body.data };
}

export const headers = () => ({ 'cache-control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const t = metaText(matches, 'content');
  return [
    { title: t('payment.page.title') },
    { name: 'robots', content: 'noindex' },
    // The page's own address, without the fragment the donate form's post carried here:
    // a refresh to the same address with a fragment would only scroll, never reload.
    ...(loaderData?.payment.status === 'pending'
      ? [{ httpEquiv: 'refresh', content: `${REFRESH_SECONDS}; url=/payments/${params.paymentId}` }]
      : []),
  ];
};

export default function PaymentStatusPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PaymentStatusCard payment={loaderData.payment} />
    </div>
  );
}
