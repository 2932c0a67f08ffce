import type { GivingPage } from '~/shared/schemas/giving-page';
import type { GivingT } from './page-t';

/**
 * The top of the sponsor's long page (several screens on a phone): what they have in a
 * sentence or two, and a link to each of the page's sections.
 */
export function PageSummary({
  t,
  giving,
  news,
  gifts,
  departures,
}: {
  t: GivingT;
  giving: GivingPage['giving'];
  news: { children: unknown[] } | null;
  gifts: GivingPage['gifts'] | null;
  departures: unknown[];
}) {
  const sponsored = news?.children.length ?? 0;
  const running = giving.plans.filter((p) => p.status !== 'cancelled').length;
  const links: [string, string][] = [
    ...(departures.length ? [['departures', t('summary.departures')] as [string, string]] : []),
    ...(sponsored ? [['child-news', t('summary.news')] as [string, string]] : []),
    ['plans', t('plans.heading')],
    ...(gifts?.children.length || gifts?.gifts.length ? [['gifts', t('childGifts.heading')] as [string, string]] : []),
    ['payments', t('payments.heading')],
    ['receipt-profile', t('receiptProfile.heading')],
    ['statement', t('statement.heading')],
    ['my-data', t('myData.heading')],
  ];
  return (
    <nav aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        {t('summary.heading')}
      </h2>
      {(sponsored > 0 || running > 0) && (
        <p className="mt-1 text-slate-700">
          {sponsored > 0 && `${t('summary.children', { count: sponsored })} `}
          {running > 0 && t('summary.plans', { count: running })}
        </p>
      )}
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {links.map(([anchor, label]) => (
          <li key={anchor}>
            <a
              href={`#${anchor}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
