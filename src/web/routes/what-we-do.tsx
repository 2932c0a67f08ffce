import { useEffect, useState } from 'react';
import type { Route } from './+types/what-we-do';
import { PageHero } from '~/web/components/page-hero';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { todayIn } from '~/shared/time-zone';
import { programmesOf, useSiteContent } from '~/web/features/chrome/use-site';
import { appContext } from '~/web/context';
import { ClassroomGoalCard } from '~/web/features/programmes/classroom-goal-card';
import { CtaBand } from '~/web/features/chrome/cta-band';
import { ProgrammeList } from '~/web/features/programmes/programme-list';
import { useT } from '~/web/i18n';

export const meta: Route.MetaFunction = ({ matches }) =>
  cataloguePageMeta(matches, 'public', 'meta.whatWeDo', '/what_we_do');

/** The date the page is worded for comes from the server, so server and browser agree. */
export function loader({ context }: Route.LoaderArgs) {
  return { today: todayIn(), ...programmesOf(context.get(appContext).content) };
}

export default function WhatWeDo({ loaderData }: Route.ComponentProps) {
  const { t } = useT('public');
  const { goal } = useSiteContent();
  const { programmes } = loaderData;
  const [today, setToday] = useState(loaderData.today);
  // A page kept in a cache may have been rendered before the deadline: check again here.
  useEffect(() => setToday(todayIn()), []);
  return (
    <>
      <PageHero title={t('whatWeDo.title')} lead={programmes.whatWeDoLead} />
      <ProgrammeList />
      <ClassroomGoalCard goal={goal} today={today} />
      <CtaBand name="join" />
    </>
  );
}
