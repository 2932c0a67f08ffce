import { Link } from 'react-router';
import type { Route } from './+types/my-giving-receipt';
import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { appContext } from '~/web/context';
import { paymentAmount } from '~/web/features/giving/payment-list';
import { useGivingT } from '~/web/features/giving/page-t';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';
import { linkTo } from '~/shared/contract';
import { givingContracts } from '~/shared/contracts/my-giving';
import { call } from '~/web/api/client';
import { signedLinkHeaders } from '~/web/components/signed-link-page';

/** One payment's receipt, laid out to print (the PDF is beside it). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, api, content } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const texts = resourcesFor(lang, ['giving']).giving as Catalogue;
  const res = token ? await call(api, givingContracts.read, { query: { token } }) : null;
  const giving = res?.status === 200 ? res.body.data : null;
  const payment = giving?.payments.find((p) => p._id === params.paymentId) ?? null;
  // The organisation as saved in Site settings, as the PDF beside it says it.
  return { token, texts, payment, email: giving?.email ?? '', profile: giving?.profile ?? null, org: content.identity };
}

export function headers() {
  return signedLinkHeaders();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = (loaderData?.texts as { page?: { receipt?: { title?: string } } } | undefined)?.page?.receipt?.title;
  return [
    ...pageMeta(siteFromMatches(matches), { title: title ?? 'Receipt', description: '', path: '/my-giving' }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { token, texts, payment, email, profile, org } = loaderData;
  const { t, tr, lang } = useGivingT(texts);
  const back = `/my-giving?token=${encodeURIComponent(token)}`;
  if (!payment)
    return (
      <section className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">{t('receipt.notFound')}</h1>
        <Link to={back} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
          {t('receipt.back')}
        </Link>
      </section>
    );
  const legalName = org.legalName || org.name;
  const rows: [string, string][] = [
    [tr('receivedFrom'), [profile?.name, profile?.postalAddress].filter(Boolean).join('\n')],
    [t('receipt.reference'), payment.reference],
    [t('receipt.date'), formatDate(payment.date, lang, { dateStyle: 'long' })],
    [t('receipt.amount'), paymentAmount(payment, lang)],
    [
      t('receipt.for'),
      payment.kind === 'order'
        ? tr('giftOrder', { items: payment.description || t('kinds.order') })
        : payment.kind === 'child-gift'
          ? tr('childGift', { child: payment.description || tr('aChild') })
          : payment.description || t(`kinds.${payment.kind}`),
    ],
    [t('receipt.method'), t(`methods.${payment.method}`)],
    [t('receipt.email'), email],
  ];
  return (
    <section className="mx-auto max-w-xl px-4 py-10 print:py-0">
      <p className="text-lg font-bold text-brand-800">{org.name}</p>
      {legalName !== org.name && <p className="font-semibold text-slate-900">{legalName}</p>}
      <p className="text-sm text-slate-600">
        {org.address} · {org.email} · {org.phone}
      </p>
      {org.registrationNumber && (
        <p className="text-sm text-slate-600">{tr('registration', { number: org.registrationNumber })}</p>
      )}
      <h1 className="mt-6 text-2xl font-bold text-slate-900">
        {t('receipt.heading', { reference: payment.reference })}
      </h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="font-semibold whitespace-pre-line break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-slate-700">
        {payment.kind === 'order' ? tr('order', { name: legalName }) : tr('noGoods')}
      </p>
      <p className="mt-6 text-slate-700">
        {tr('signedFor', { name: legalName })}
        {org.signatoryName && (
          <span className="block font-semibold text-slate-900">
            {[org.signatoryName, org.signatoryTitle].filter(Boolean).join(', ')}
          </span>
        )}
      </p>
      <p className="mt-6 text-slate-700">{t('receipt.thanks')}</p>
      <p className="mt-8 flex flex-wrap gap-4 print:hidden">
        <a
          href={linkTo(givingContracts.receipt, { params: { id: payment._id }, query: { token, lang } })}
          download
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('payments.pdf')}
        </a>
        <Link to={back} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('receipt.back')}
        </Link>
      </p>
      <p className="mt-2 text-sm text-slate-600 print:hidden">{t('receipt.printHint')}</p>
    </section>
  );
}
