import type { Route } from './+types/subscribe';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText } from '~/web/components/meta-text';
import { refusalText } from '~/web/components/refusal-text';
import { appContext } from '~/web/context';
import { NewsletterBox, type SubscribeResult } from '~/web/features/chrome/newsletter-box';

/**
 * The footer's newsletter form posted without JavaScript, or before it has loaded (the
 * API takes JSON only): the same endpoint, called in-process, and its answer shown in
 * the box, in green or red.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<SubscribeResult> {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  try {
    const res = await context.get(appContext).api.send<{ message?: string }>('POST', '/api/subscriptions', { email });
    if (res.status >= 200 && res.status < 300) return { ok: true, message: res.body?.message || null, email: '' };
    return { ok: false, message: refusalText(res.body?.message) || null, email };
  } catch {
    return { ok: false, message: null, email };
  }
}

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
