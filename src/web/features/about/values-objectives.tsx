import { LineIcon, type IconName } from '~/web/components/line-icon';
import { useT } from '~/web/i18n';

const values: { key: string; icon: IconName }[] = [
  { key: 'teamwork', icon: 'users' },
  { key: 'collaboration', icon: 'hand' },
  { key: 'accountability', icon: 'target' },
  { key: 'excellence', icon: 'star' },
  { key: 'christianLove', icon: 'heart' },
];

const objectives: { key: string; icon: IconName }[] = [
  { key: 'childEmpowerment', icon: 'star' },
  { key: 'communityDevelopment', icon: 'users' },
  { key: 'healthPromotion', icon: 'cross' },
  { key: 'capacityBuilding', icon: 'building' },
  { key: 'christianWitness', icon: 'heart' },
  { key: 'spiritualGrowth', icon: 'sprout' },
];

function CardList({ prefix, items }: { prefix: string; items: { key: string; icon: IconName }[] }) {
  const { t } = useT('public');
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, icon }) => (
        <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LineIcon name={icon} />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{t(`${prefix}.${key}.title`)}</h3>
            <p className="mt-1 text-slate-600">{t(`${prefix}.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** SPEC: five core values and six core objectives. */
export function ValuesAndObjectives() {
  const { t } = useT('public');
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
      <section aria-labelledby="values-title">
        <h2 id="values-title" className="text-3xl font-bold text-slate-900">
          {t('about.valuesTitle')}
        </h2>
        <CardList prefix="about.values" items={values} />
      </section>
      <section aria-labelledby="objectives-title">
        <h2 id="objectives-title" className="text-3xl font-bold text-slate-900">
          {t('about.objectivesTitle')}
        </h2>
        <CardList prefix="about.objectives" items={objectives} />
      </section>
    </div>
  );
}
