import { useT } from '~/web/i18n';
import { useSite } from '~/web/features/chrome/use-site';

export function AboutStory() {
  const { t } = useT('public');
  const site = useSite();
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="story-title" className="text-3xl font-bold text-slate-900">
        {t('about.storyTitle')}
      </h2>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
        <p>{t('about.story1', { name: site.org.name })}</p>
        <p>{t('about.story2')}</p>
        <p>{t('about.story3')}</p>
      </div>
    </section>
  );
}
