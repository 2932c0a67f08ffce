import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/child-sponsorship';
import { formatRwfNumber } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { SponsorshipNext } from '~/web/features/sponsorship/sponsorship-next';
import { ChildPortrait } from '~/web/features/sponsorship/child-portrait';
import { CtaLink } from '~/web/components/cta-link';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText } from '~/web/components/meta-text';
import { unlistedPageMeta } from '~/web/unlisted-meta';
import { appContext } from '~/web/context';
import { readChild } from '~/web/features/sponsorship/child-list-api';
import { ChildFacts } from '~/web/features/sponsorship/child-facts';
import { childSponsorshipAction } from '~/web/features/sponsorship/child-sponsorship-action.server';
import { ChildSponsorshipForm } from '~/web/features/sponsorship/child-sponsorship-form';
import { useT } from '~/web/i18n';

/** `/sponsorship/{id}`: one child's public fields (the list's shape, docs/children-protection.md); an unknown id is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const child = await readChild(context.get(appContext).api, params.id);
  if (!child) return data({ child: null }, { status: 404 });
  return { child };
}

/** The sponsorship form's one submit path: POST /api/pay/sponsors in-process, as docs/product.md's dialog. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, site } = context.get(appContext);
  return childSponsorshipAction(api, site.paymentsLive === true, request, params.id);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const child = loaderData?.child;
  const j = metaText(matches, 'journeys');
  if (!child)
    return unlistedPageMeta(matches, 'journeys', {
      title: 'child.notFoundTitle',
      description: 'child.notFoundText',
      path: '/sponsorship',
    });
  const t = metaText(matches, 'public');
  return pageMeta(site, {
    title: t('sponsorship.dialog.title', { name: child.name }),
    description: j('child.metaDescription', { name: child.name, location: child.location }),
    path: `/sponsorship/${child._id}`,
    image: child.photo,
  });
};

export default function ChildSponsorshipPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useT('public');
  const j = useT('journeys').t;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { child } = loaderData;
  // With JavaScript the answer's outcome is brought into view; without it the address's #sponsor-form does it.
  useEffect(() => {
    if (actionData) outcomeRef.current?.focus();
  }, [actionData]);
  if (!child)
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{j('child.notFoundTitle')}</h1>
        <p className="mt-3 text-slate-600">{j('child.notFoundText')}</p>
        <div className="mt-6">
          <CtaLink to="/sponsorship">{j('child.chooseAnother')}</CtaLink>
        </div>
      </section>
    );
  const paid = actionData?.outcome === 'paid' ? actionData : null;
  const failure = actionData && actionData.outcome !== 'paid' ? actionData : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <a href="/sponsorship" className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
        ← {j('child.back')}
      </a>
      <div className="mt-4 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <article aria-labelledby="child-name" className="flex flex-col">
          <ChildPortrait
            child={child}
            priority
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-square h-auto w-full rounded-2xl bg-slate-100 object-cover"
          />
          <h1 id="child-name" className="mt-5 text-3xl font-extrabold text-slate-900">
            {child.name}
          </h1>
          <ChildFacts child={child} />
        </article>
        <section
          id="sponsor-form"
          aria-labelledby="sponsor-form-title"
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="sponsor-form-title" className="text-2xl font-bold text-slate-900">
            {j('child.formTitle', { name: child.name })}
          </h2>
          <div ref={outcomeRef} tabIndex={-1} className="mt-4 outline-none">
            {paid ? (
              <Alert tone="success">
                {t('sponsorship.success', {
                  child: child.name,
                  frequency: t(`sponsorship.frequencyText.${paid.paymentFrequency}`),
                  amount: formatRwfNumber(paid.amount, lang),
                  method: t(`sponsorship.methodText.${paid.paymentMethod}`),
                })}
                <SponsorshipNext t={t} lang={lang} child={child.name} monthly={paid.paymentFrequency === 'monthly'} />
              </Alert>
            ) : child.isSponsored ? (
              <div data-testid="child-sponsored">
                <p className="text-lg font-semibold text-slate-900">
                  {j('child.sponsoredTitle', { name: child.name })}
                </p>
                <p className="mt-2 text-slate-600">{j('child.sponsoredText')}</p>
              </div>
            ) : (
              <ChildSponsorshipForm child={child} failure={failure} />
            )}
          </div>
          {(paid || child.isSponsored) && (
            <div className="mt-6">
              <CtaLink to="/sponsorship">{j('child.chooseAnother')}</CtaLink>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
