import type { Route } from './+types/subscribe';
import { unlistedPageMeta } from '~/web/unlisted-meta';
import { submitForm } from '~/web/components/form-action.server';
import type { FormResult } from '~/web/components/form-errors';
import { reachServer } from '~/web/components/use-action-form';
import { appContext } from '~/web/context';
import { NewsletterBox } from '~/web/features/chrome/newsletter-box';

/**
 * The footer's newsletter form, posted natively (before or without JavaScript) or
 * through a fetcher: the shared schema, then the API in-process; the answer is shown
 * in the box, in green or red.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const { subscriptionInputSchema } = await import('~/shared/schemas/newsletter');
  const { subscriptionContracts } = await import('~/shared/contracts/subscriptions');
  const { api } = context.get(appContext);
  return submitForm(api, request, subscriptionInputSchema, subscriptionContracts.subscribe);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachServer(serverAction);

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, 'common', {
    title: 'newsletter.title',
    description: 'newsletter.text',
    path: '/subscribe',
  });

export default function Subscribe({ actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-900 px-4 py-16">
      <div className="mx-auto max-w-xl">
        <NewsletterBox result={actionData} heading="h1" />
      </div>
    </div>
  );
}
