import type { IconName } from '~/web/components/line-icon';
import { CardLink, IconCard } from '~/web/features/chrome/icon-card';
import { useProgrammes } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';

const programmes: { key: string; icon: IconName; to: string }[] = [
  { key: 'education', icon: 'book', to: '/what_we_do' },
  { key: 'sponsorship', icon: 'heart', to: '/sponsorship' },
  { key: 'catalog', icon: 'gift', to: '/catalog' },
  { key: 'community', icon: 'users', to: '/what_we_do' },
];

/** docs/product.md: four programme cards on the home page. */
export function ProgrammeCards() {
  const { t } = useT('public');
  const texts = useProgrammes().home;
  return (
    <section aria-labelledby="programmes-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="programmes-title" className="text-3xl font-bold text-slate-900">
          {t('home.programmes.title')}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{t('home.programmes.intro')}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {programmes.map(({ key, icon, to }, i) => {
          const title = texts[i]?.title ?? '';
          return (
            <IconCard key={key} icon={icon} title={title}>
              <p className="mt-2 flex-1 text-slate-600">{texts[i]?.text}</p>
              <CardLink to={to}>
                {t('actions.learnMore')}
                <span className="sr-only">&nbsp;{t('actions.learnMoreAbout', { topic: title })}</span>
              </CardLink>
            </IconCard>
          );
        })}
      </ul>
    </section>
  );
}
