import { Link } from 'react-router';
import { LineIcon, type IconName } from '~/web/components/line-icon';
import { useSiteContent } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';

const programmes: { key: string; icon: IconName; to: string }[] = [
  { key: 'education', icon: 'book', to: '/what_we_do' },
  { key: 'sponsorship', icon: 'heart', to: '/sponsorship' },
  { key: 'catalog', icon: 'gift', to: '/catalog' },
  { key: 'community', icon: 'users', to: '/what_we_do' },
];

/** SPEC: four programme cards on the home page. */
export function ProgrammeCards() {
  const { t } = useT('public');
  const texts = useSiteContent().programmes.home;
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
            <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <LineIcon name={icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{texts[i]?.text}</p>
              <Link
                to={to}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('actions.learnMore')}
                <span className="sr-only">&nbsp;{t('actions.learnMoreAbout', { topic: title })}</span>
                <span aria-hidden="true">&nbsp;→</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
