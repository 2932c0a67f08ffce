import type { Route } from './+types/about';
import { PageHero } from '~/web/components/page-hero';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { CtaBand } from '~/web/features/chrome/cta-band';
import { AboutStory } from '~/web/features/about/about-story';
import { MissionVision } from '~/web/features/about/mission-vision';
import { ValuesAndObjectives } from '~/web/features/about/values-objectives';
import { programmesOf, useProgrammes } from '~/web/features/chrome/use-site';
import { appContext } from '~/web/context';
import { useT } from '~/web/i18n';

export const meta: Route.MetaFunction = ({ matches }) => cataloguePageMeta(matches, 'public', 'meta.about', '/about');

export function loader({ context }: Route.LoaderArgs) {
  return programmesOf(context.get(appContext).content);
}

export default function About() {
  const { t } = useT('public');
  const { aboutLead } = useProgrammes();
  return (
    <>
      <PageHero title={t('about.title')} lead={aboutLead} />
      <AboutStory />
      <MissionVision />
      <ValuesAndObjectives />
      <CtaBand name="about-cta" />
    </>
  );
}
