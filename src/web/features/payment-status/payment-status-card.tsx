import { CtaLink } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';
import { paymentTone } from './pending-payment';
import type { PaymentStatusAnswer } from '~/shared/schemas/payments';

/** Where the payer goes back to, by what they were paying for. */
const backTo = {
  donation: '/donate',
  order: '/catalog',
  sponsorship: '/sponsorship',
  'child-gift': '/my-giving',
} as const;

/** The status page's body: waiting, received (with the receipt reference) or not taken (with the reason). */
export function PaymentStatusCard({ payment }: { payment: PaymentStatusAnswer['data'] }) {
  const { t } = useT('content');
  const { status } = payment;
  return (
    <div className="space-y-6" data-testid="payment-status" data-status={status}>
      <h1 className="text-3xl font-extrabold text-slate-900">{t('payment.page.title')}</h1>
      <div className={`rounded-xl border p-5 ${paymentTone(status)}`} role="status">
        <p className="text-lg font-bold">{t(`payment.${status}.title`)}</p>
        {status === 'pending' && <p className="mt-1">{t('payment.page.pending')}</p>}
        {status === 'succeeded' && payment.reference && (
          <p className="mt-1" data-testid="payment-reference">
            {t('payment.succeeded.reference', { reference: payment.reference })}
          </p>
        )}
        {status !== 'pending' && status !== 'succeeded' && payment.reason && <p className="mt-1">{payment.reason}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        {status === 'pending' && payment.redirectUrl && (
          <a
            href={payment.redirectUrl}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {t('payment.page.finish')}
          </a>
        )}
        {(status === 'failed' || status === 'expired') && (
          <CtaLink to={backTo[payment.kind]}>{t('payment.tryAgain')}</CtaLink>
        )}
        {/* A sponsor (or donor) whose payment went through looks next for their own giving. */}
        {status === 'succeeded' && payment.kind !== 'order' && (
          <CtaLink to="/my-giving" variant={payment.kind === 'child-gift' ? 'brand' : 'outline'}>
            {t('payment.page.myGiving')}
          </CtaLink>
        )}
        <CtaLink to="/" variant="outline">
          {t('payment.page.home')}
        </CtaLink>
      </div>
    </div>
  );
}
