import type { Route } from './+types/home';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { MissionVision } from '~/web/features/about/mission-vision';
import { CtaBand } from '~/web/features/chrome/cta-band';
import { HomeHero } from '~/web/features/home/home-hero';
import { ProgrammeCards } from '~/web/features/home/programme-cards';
import { programmesOf } from '~/web/features/chrome/use-site';
import { appContext } from '~/web/context';

export const meta: Route.MetaFunction = ({ matches }) => cataloguePageMeta(matches, 'public', 'meta.home', '/');

export function loader({ context }: Route.LoaderArgs) {
  return programmesOf(context.get(appContext).content);
}

export default function Home() {
  return (
    <>
      <HomeHero />
      <ProgrammeCards />
      <MissionVision />
      <CtaBand name="closing" />
    </>
  );
}
