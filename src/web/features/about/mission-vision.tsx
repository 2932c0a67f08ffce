import type { IconName } from '~/web/components/line-icon';
import { IconBadge } from '~/web/features/chrome/icon-card';
import { TitledSection } from '~/web/features/chrome/titled-section';
import { useT } from '~/web/i18n';

const blocks: { key: 'mission' | 'vision' | 'purpose'; icon: IconName }[] = [
  { key: 'mission', icon: 'target' },
  { key: 'vision', icon: 'eye' },
  { key: 'purpose', icon: 'compass' },
];

/** Mission, vision and purpose: on the home page and on About. */
export function MissionVision() {
  const { t } = useT('public');
  return (
    <TitledSection
      titleId="mission-title"
      title={t('mission.title')}
      className="bg-brand-50"
      inner="mx-auto max-w-7xl px-4 py-16"
      titleClassName="text-center text-3xl font-bold text-slate-900"
    >
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {blocks.map(({ key, icon }) => (
          <article key={key} className="rounded-2xl bg-white p-6 shadow-sm">
            <IconBadge icon={icon} dark />
            <h3 className="mt-4 text-xl font-semibold text-brand-900">{t(`mission.${key}.title`)}</h3>
            <p className="mt-2 text-slate-700">{t(`mission.${key}.text`)}</p>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}
