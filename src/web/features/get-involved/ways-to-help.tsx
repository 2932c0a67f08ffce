import { Link } from 'react-router';
import { LineIcon, type IconName } from '~/web/components/line-icon';
import { useT } from '~/web/i18n';

const ways: { key: string; icon: IconName; to: string }[] = [
  { key: 'donate', icon: 'heart', to: '/donate' },
  { key: 'sponsor', icon: 'star', to: '#sponsor' },
  { key: 'volunteer', icon: 'hand', to: '#volunteer' },
  { key: 'gift', icon: 'gift', to: '/catalog' },
  { key: 'pray', icon: 'sprout', to: '/contact' },
  { key: 'partner', icon: 'users', to: '#partnerships' },
];

/** SPEC: the 'Ways You Can Help' grid. */
export function WaysToHelp() {
  const { t } = useT('public');
  return (
    <section aria-labelledby="ways-title" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="ways-title" className="text-center text-3xl font-bold text-slate-900">
        {t('getInvolved.ways.title')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ways.map(({ key, icon, to }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <LineIcon name={icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{t(`getInvolved.ways.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-slate-600">{t(`getInvolved.ways.${key}.text`)}</p>
            {to.startsWith('#') ? (
              <a
                href={to}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t(`getInvolved.ways.${key}.link`)}
                <span aria-hidden="true">&nbsp;→</span>
              </a>
            ) : (
              <Link
                to={to}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t(`getInvolved.ways.${key}.link`)}
                <span aria-hidden="true">&nbsp;→</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
