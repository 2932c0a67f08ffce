import type { Route } from './+types/get-involved';
import { browserApi } from '~/web/api/client';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { canonicalListPath, pageOrRedirect, redirectPastEnd } from '~/web/components/list-address';
import { submitForm } from '~/web/components/form-action.server';
import { reachServer } from '~/web/components/use-action-form';
import { PageHero } from '~/web/components/page-hero';
import { appContext } from '~/web/context';
import { CtaBand } from '~/web/features/chrome/cta-band';
import { WaysToHelp } from '~/web/features/get-involved/ways-to-help';
import { pageParam, readChildren } from '~/web/features/sponsorship/child-list-api';
import { SponsorshipSection } from '~/web/features/sponsorship/sponsorship-section';
import { readSkills } from '~/web/features/volunteer/skills-api';
import { VolunteerSection } from '~/web/features/volunteer/volunteer-section';
import { useT } from '~/web/i18n';
import { applicationInputSchema } from '~/shared/schemas/application';
import { applicationContracts } from '~/shared/contracts/applications';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  cataloguePageMeta(matches, 'public', 'meta.getInvolved', canonicalListPath('/getinvolved', location.search));

/** `?page=n`: that page of the children waiting for a sponsor (decision 009); one naming no page is redirected. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const asked = pageOrRedirect(url);
  const [children, skills] = await Promise.all([readChildren(api, pageParam(request.url)), readSkills(api)]);
  redirectPastEnd(url, asked, children?.info);
  return { children, skills };
}

/** Arriving from another page (or another page of children), the browser asks the public API itself. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = pageParam(request.url);
  const [children, skills] = await Promise.all([readChildren(browserApi, page), readSkills(browserApi)]);
  return { children, skills };
}

/** The volunteer form's one submit path, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(context.get(appContext).api, request, applicationInputSchema, applicationContracts.add);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachServer(serverAction);

export default function GetInvolved({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('public');
  return (
    <>
      <PageHero
        title={t('getInvolved.title')}
        lead={t('getInvolved.lead')}
        actions={[
          { to: '/donate', label: t('getInvolved.donate'), variant: 'primary' },
          { to: '/catalog', label: t('getInvolved.catalog'), variant: 'light' },
        ]}
      />
      <WaysToHelp />
      <SponsorshipSection children={loaderData.children} headingLevel={2} />
      <VolunteerSection skills={loaderData.skills} result={actionData} />
      <CtaBand name="partnerships" />
    </>
  );
}
