import type { Route } from './+types/subscribe';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText } from '~/web/components/meta-text';
import { isOk, messageOf, refusalOf } from '~/web/api/client';
import type { FormResult } from '~/web/components/form-errors';
import { reachServer } from '~/web/components/use-action-form';
import { appContext } from '~/web/context';
import { NewsletterBox } from '~/web/features/chrome/newsletter-box';

/**
 * The footer's newsletter form, posted natively (before or without JavaScript) or
 * through a fetcher: the API called in-process (its schema checks the address), its
 * answer shown in the box, in green or red.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormResult> {
  const email = String((await request.formData()).get('email') ?? '').trim();
  try {
    const res = await context.get(appContext).api.send('POST', '/api/subscriptions', { email });
    if (isOk(res)) return { ok: true, message: messageOf(res.body) };
    return { ok: false, errors: {}, message: refusalOf(res.body), values: { email } };
  } catch {
    return { ok: false, errors: {}, message: null, values: { email } };
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => reachServer(serverAction);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaText(matches, 'common');
  return [
    ...pageMeta(siteFromMatches(matches), {
      title: t('newsletter.title'),
      description: t('newsletter.text'),
      path: '/subscribe',
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Subscribe({ actionData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-900 px-4 py-16">
      <div className="mx-auto max-w-xl">
        <NewsletterBox result={actionData} heading="h1" />
      </div>
    </div>
  );
}
