import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/my-giving-method';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { callAsPosted, isOk, messageOf, refusalOf } from '~/web/api/client';
import { givingContracts } from '~/shared/contracts/my-giving';
import { Alert } from '~/web/components/alert';
import { readForm } from '~/web/components/form-action.server';
import { signedLinkHeaders } from '~/web/components/signed-link-page';
import { appContext } from '~/web/context';
import { useGivingT } from '~/web/features/giving/page-t';
import { useT } from '~/web/i18n';
import { unlistedPageMeta } from '~/web/unlisted-meta';

/** A plan's payment method changed from the giving page (features/giving/plan-method-section.tsx). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, lang } = context.get(appContext);
  const form = Object.fromEntries(Array.from(await readForm(request), ([k, v]) => [k, String(v)]));
  const token = form.token ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  const planId = /^[0-9a-f-]{36}$/i.test(form.planId ?? '') ? form.planId! : '00000000-0000-4000-8000-000000000000';
  const method = form.paymentMethod ?? '';
  const res = await callAsPosted(api, givingContracts.planMethod, {
    params: { id: planId },
    body: { token, method, ...(method === 'card' ? {} : { phone: form.phone ?? '' }) },
  });
  return isOk(res)
    ? { ok: true as const, message: messageOf(res.body) ?? '', token, texts }
    : { ok: false as const, message: refusalOf(res.body) ?? '', token, texts };
}

export function headers() {
  return signedLinkHeaders();
}

// Titled even when opened directly (a reload, a bookmark): "My giving", in the page's language.
export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, 'common', { title: 'nav.myGiving', description: 'nav.myGiving', path: '/my-giving' });

/** Only a form's answer lives here (no loader: a revalidation must not leave it); opened directly, it leads to the giving page. */
export default function MyGivingMethod({ actionData }: Route.ComponentProps) {
  const { t } = useT();
  if (!actionData)
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">
          <Link to="/my-giving" className="inline-flex min-h-11 items-center text-brand-800 underline">
            {t('nav.myGiving')}
          </Link>
        </h1>
      </section>
    );
  return <Outcome {...actionData} />;
}

function Outcome({ ok, message, token, texts }: { ok: boolean; message: string; token: string; texts: Catalogue }) {
  const { t } = useGivingT(texts);
  const heading = useRef<HTMLHeadingElement>(null);
  // Posted from further down the giving page: the outcome is brought into view and focused.
  useEffect(() => heading.current?.focus(), [message]);
  // A refusal names its field ("phone: ..."): the sentence is what the sponsor reads.
  const sentence = message.replace(/^[a-zA-Z]+: /, '') || t('error');
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-16">
      <h1 ref={heading} tabIndex={-1} className="scroll-mt-24 text-3xl font-bold text-slate-900 outline-none">
        {t('planMethod.heading')}
      </h1>
      {/* The alert is its own status (success) or alert (refusal). */}
      <Alert tone={ok ? 'success' : 'error'}>{sentence}</Alert>
      <Link
        to={`/my-giving?token=${encodeURIComponent(token)}#plan-method`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {t('planMethod.back')}
      </Link>
    </section>
  );
}
