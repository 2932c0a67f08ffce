import { formatRwf } from '~/shared/format';
import { useT } from '~/web/i18n';
import { useSiteContent } from '~/web/features/chrome/use-site';

const check = (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 text-brand-700">
    <path fill="currentColor" d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9-1.4-1.4z" />
  </svg>
);

/** docs/product.md: impact tiers as descriptions (not buttons) and the trust claims, as staff set them in Site settings. */
export function ImpactColumn() {
  const { t, lang } = useT('content');
  const { tiers, claims } = useSiteContent().donate;
  return (
    <div className="space-y-6">
      <section aria-labelledby="impact-title" className="rounded-xl bg-brand-50 p-5">
        <h2 id="impact-title" className="text-xl font-bold text-brand-900">
          {t('donate.impact.title')}
        </h2>
        <ul className="mt-4 space-y-4">
          {tiers.map(({ amount, text }, i) => (
            <li key={i} className="rounded-lg bg-white p-4 shadow-sm">
              <p className="text-lg font-bold text-brand-800">{formatRwf(amount, lang)}</p>
              <p className="mt-1 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      {claims.length > 0 && (
        <section aria-labelledby="trust-title" className="rounded-xl border border-slate-200 p-5">
          <h2 id="trust-title" className="text-xl font-bold text-slate-900">
            {t('donate.trust.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {claims.map(({ title, text }, i) => (
              <li key={i} className="flex gap-2">
                {check}
                <span>
                  <span className="font-semibold text-slate-900">{title}</span>
                  {text && <span className="block text-sm text-slate-600">{text}</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
