import { CtaLink } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';

/** SPEC: a Join Us call to action; its Donate button goes to /donate. */
export function JoinUs() {
  const { t } = useT('public');
  return (
    <section aria-labelledby="join-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="join-title" className="text-3xl font-bold">
          {t('whatWeDo.join.title')}
        </h2>
        <p className="mt-3 text-lg text-brand-50">{t('whatWeDo.join.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink to="/donate" variant="primary">
            {t('whatWeDo.join.donate')}
          </CtaLink>
          <CtaLink to="/getinvolved#volunteer" variant="light">
            {t('whatWeDo.join.volunteer')}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
