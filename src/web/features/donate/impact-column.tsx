import { formatRwf } from '~/shared/format';
import { useT } from '~/web/i18n';
import { IMPACT_TIERS } from './donation-values';

const tierKey = {
  30000: 'donate.impact.tier30000',
  120000: 'donate.impact.tier120000',
  300000: 'donate.impact.tier300000',
};

const check = (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 text-brand-700">
    <path fill="currentColor" d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9-1.4-1.4z" />
  </svg>
);

/** SPEC: impact tiers as descriptions (not buttons) and the trust claims. */
export function ImpactColumn() {
  const { t, lang } = useT('content');
  const claims = [
    ['donate.trust.programmes', null],
    ['donate.trust.donors', null],
    ['donate.trust.taxDeductible', 'donate.trust.taxDeductibleText'],
    ['donate.trust.receipt', 'donate.trust.receiptText'],
  ] as const;
  return (
    <div className="space-y-6">
      <section aria-labelledby="impact-title" className="rounded-xl bg-brand-50 p-5">
        <h2 id="impact-title" className="text-xl font-bold text-brand-900">
          {t('donate.impact.title')}
        </h2>
        <ul className="mt-4 space-y-4">
          {IMPACT_TIERS.map((amount) => (
            <li key={amount} className="rounded-lg bg-white p-4 shadow-sm">
              <p className="text-lg font-bold text-brand-800">{formatRwf(amount, lang)}</p>
              <p className="mt-1 text-slate-700">{t(tierKey[amount])}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="trust-title" className="rounded-xl border border-slate-200 p-5">
        <h2 id="trust-title" className="text-xl font-bold text-slate-900">
          {t('donate.trust.title')}
        </h2>
        <ul className="mt-4 space-y-3">
          {claims.map(([title, text]) => (
            <li key={title} className="flex gap-2">
              {check}
              <span>
                <span className="font-semibold text-slate-900">{t(title)}</span>
                {text && <span className="block text-sm text-slate-600">{t(text)}</span>}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
