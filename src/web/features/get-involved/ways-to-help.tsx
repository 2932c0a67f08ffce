import type { IconName } from '~/web/components/line-icon';
import { CardLink, IconCard } from '~/web/features/chrome/icon-card';
import { TitledSection } from '~/web/features/chrome/titled-section';
import { useT } from '~/web/i18n';

const ways: { key: string; icon: IconName; to: string }[] = [
  { key: 'donate', icon: 'heart', to: '/donate' },
  { key: 'sponsor', icon: 'star', to: '#sponsor' },
  { key: 'volunteer', icon: 'hand', to: '#volunteer' },
  { key: 'gift', icon: 'gift', to: '/catalog' },
  { key: 'pray', icon: 'sprout', to: '/contact' },
  { key: 'partner', icon: 'users', to: '#partnerships' },
];

/** docs/product.md: the 'Ways You Can Help' grid. */
export function WaysToHelp() {
  const { t } = useT('public');
  return (
    <TitledSection
      titleId="ways-title"
      title={t('getInvolved.ways.title')}
      className="mx-auto max-w-7xl px-4 py-16"
      titleClassName="text-center text-3xl font-bold text-slate-900"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ways.map(({ key, icon, to }) => (
          <IconCard key={key} icon={icon} title={t(`getInvolved.ways.${key}.title`)}>
            <p className="mt-2 flex-1 text-slate-600">{t(`getInvolved.ways.${key}.text`)}</p>
            <CardLink to={to}>{t(`getInvolved.ways.${key}.link`)}</CardLink>
          </IconCard>
        ))}
      </ul>
    </TitledSection>
  );
}
