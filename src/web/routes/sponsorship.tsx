import type { Route } from './+types/sponsorship';
import { cataloguePageMeta } from '~/web/components/catalogue-meta';
import { canonicalListPath, pageOrRedirect, redirectPastEnd } from '~/web/components/list-address';
import { paymentAction } from '~/web/components/payment-action.server';
import { reachPayment } from '~/web/components/use-payment-action';
import { appContext } from '~/web/context';
import { browserApi } from '~/web/api/client';
import { sponsorshipContracts } from '~/shared/contracts/sponsorships';
import { pageParam, readChildren } from '~/web/features/sponsorship/child-list-api';
import { SponsorshipSection } from '~/web/features/sponsorship/sponsorship-section';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  cataloguePageMeta(matches, 'public', 'meta.sponsorship', canonicalListPath('/sponsorship', location.search));

/** The sponsorship dialog's one submit path (on this page and on Get Involved). */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(context.get(appContext).api, request, sponsorshipContracts.pay);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachPayment(serverAction);

/** `?page=n`: that page of the children waiting for a sponsor (decision 009); one naming no page is redirected. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = pageOrRedirect(url);
  const children = await readChildren(context.get(appContext).api, pageParam(request.url));
  redirectPastEnd(url, asked, children?.info);
  return { children };
}

/** Arriving from another page (or another page of children), the browser asks the public API itself. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { children: await readChildren(browserApi, pageParam(request.url)) };
}

/** docs/product.md: only the sponsorship section. */
export default function Sponsorship({ loaderData }: Route.ComponentProps) {
  return <SponsorshipSection children={loaderData.children} headingLevel={1} />;
}
