import { LineIcon, type IconName } from '~/web/components/line-icon';
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
    <section aria-labelledby="mission-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="mission-title" className="text-center text-3xl font-bold text-slate-900">
          {t('mission.title')}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {blocks.map(({ key, icon }) => (
            <article key={key} className="rounded-2xl bg-white p-6 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
                <LineIcon name={icon} />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{t(`mission.${key}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`mission.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
