import { CtaLink } from '~/web/components/cta-link';
import { useT } from '~/web/i18n';

/** SPEC: a closing call to donate. */
export function ClosingCta() {
  const { t } = useT('public');
  return (
    <section aria-labelledby="closing-title" className="bg-accent-500/15">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id="closing-title" className="text-3xl font-bold text-slate-900">
          {t('home.closing.title')}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{t('home.closing.text')}</p>
        <CtaLink to="/donate" variant="brand" className="mt-8">
          {t('home.closing.donate')}
        </CtaLink>
      </div>
    </section>
  );
}
