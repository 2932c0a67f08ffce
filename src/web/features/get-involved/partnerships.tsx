import { CtaLink } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';

/** SPEC: the Corporate Partnerships block; Contact Us goes to /contact. */
export function Partnerships() {
  const { t } = useT('public');
  return (
    <section id="partnerships" aria-labelledby="partnerships-title" className="scroll-mt-20 bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="partnerships-title" className="text-3xl font-bold">
          {t('getInvolved.partnerships.title')}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{t('getInvolved.partnerships.text')}</p>
        <CtaLink to="/contact" variant="primary" className="mt-8">
          {t('getInvolved.partnerships.contact')}
        </CtaLink>
      </div>
    </section>
  );
}
