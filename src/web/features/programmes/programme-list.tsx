import type { IconName } from '~/web/components/line-icon';
import { IconCard } from '~/web/features/chrome/icon-card';
import { TitledSection } from '~/web/features/chrome/titled-section';
import { useProgrammes } from '~/web/features/chrome/use-site';
import { useT } from '~/web/i18n';
import { ExpandableText } from './expandable-text';

/** Each programme's place keeps its icon; the texts are staff's (Site settings). */
const programmes: { key: string; icon: IconName }[] = [
  { key: 'education', icon: 'book' },
  { key: 'disability', icon: 'hand' },
  { key: 'worldShapers', icon: 'star' },
  { key: 'malnutrition', icon: 'sprout' },
  { key: 'medical', icon: 'cross' },
  { key: 'teenMothers', icon: 'heart' },
];

/** docs/product.md: six programme cards, each with expandable text. */
export function ProgrammeList() {
  const { t } = useT('public');
  const texts = useProgrammes().whatWeDo;
  return (
    <TitledSection
      titleId="programmes-title"
      title={t('whatWeDo.programmesTitle')}
      className="mx-auto max-w-7xl px-4 py-16"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {programmes.map(({ key, icon }, i) => (
          <IconCard key={key} icon={icon} title={texts[i]?.title} titleId={`programme-${key}`}>
            <ExpandableText text={texts[i]?.text ?? ''} describedBy={`programme-${key}`} />
          </IconCard>
        ))}
      </ul>
    </TitledSection>
  );
}
