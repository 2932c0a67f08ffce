import { useT } from '~/web/i18n';
import { TitledSection } from '~/web/features/chrome/titled-section';
import { useProgrammes } from '~/web/features/chrome/use-site';

/** The story's paragraphs as staff wrote them in Site settings. */
export function AboutStory() {
  const { t } = useT('public');
  const { aboutStory } = useProgrammes();
  return (
    <TitledSection titleId="story-title" title={t('about.storyTitle')} className="mx-auto max-w-3xl px-4 py-16">
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
        {aboutStory.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </TitledSection>
  );
}
