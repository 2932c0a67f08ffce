import { CtaLink } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';

/** SPEC: buttons to /donate and /volunteer (which leads to the form on Get Involved). */
export function AboutCta() {
  const { t } = useT('public');
  return (
    <section aria-labelledby="about-cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="about-cta-title" className="text-3xl font-bold">
          {t('about.ctaTitle')}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{t('about.ctaText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink to="/donate" variant="primary">
            {t('about.donate')}
          </CtaLink>
          <CtaLink to="/volunteer" variant="light">
            {t('about.volunteer')}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
