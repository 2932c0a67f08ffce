import type { IconName } from '~/web/components/line-icon';
import { IconBadge } from '~/web/features/chrome/icon-card';
import { TitledSection } from '~/web/features/chrome/titled-section';
import { useT } from '~/web/i18n';

type Card = [key: string, icon: IconName];

/** docs/product.md's lists: each one's heading, the prefix of its cards' texts and its cards. */
const lists: { id: string; title: string; prefix: string; cards: Card[] }[] = [
  {
    id: 'values-title',
    title: 'about.valuesTitle',
    prefix: 'about.values',
    cards: [
      ['teamwork', 'users'],
      ['collaboration', 'hand'],
      ['accountability', 'target'],
      ['excellence', 'star'],
      ['christianLove', 'heart'],
    ],
  },
  {
    id: 'objectives-title',
    title: 'about.objectivesTitle',
    prefix: 'about.objectives',
    cards: [
      ['childEmpowerment', 'star'],
      ['communityDevelopment', 'users'],
      ['healthPromotion', 'cross'],
      ['capacityBuilding', 'building'],
      ['christianWitness', 'heart'],
      ['spiritualGrowth', 'sprout'],
    ],
  },
];

/** docs/product.md: five core values and six core objectives. */
export function ValuesAndObjectives() {
  const { t } = useT('public');
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-16">
      {lists.map(({ id, title, prefix, cards }) => (
        <TitledSection key={id} titleId={id} title={t(title)}>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map(([key, icon]) => (
              <li key={key} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                <IconBadge icon={icon} className="h-11 w-11 shrink-0" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{t(`${prefix}.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-600">{t(`${prefix}.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </TitledSection>
      ))}
    </div>
  );
}
