import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatRwf, formatUsd } from '~/shared/format';
import type { DonorRecord } from '~/shared/schemas/donor';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DonorMarks } from './donor-marks';
import { DonorPlans } from './donor-plans';
import { SendSmsForm } from '~/web/features/admin/sms/send-sms-form';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/**
 * One donor's record: contact details, totals, monthly plans and every gift (donations
 * online and offline, sponsorship payments, gift orders), newest first.
 */
export function DonorStatement({ record, closeTo }: { record: DonorRecord; closeTo: string }) {
  const { t, i18n } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: focus moves to the record, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), [record.email]);
  const amount = (g: DonorRecord['statement'][number]) =>
    g.currency === 'USD' ? formatUsd(g.amount, lang) : formatRwf(g.amount, lang);
  const method = (m: string) =>
    admin(`donations.methods.${m}`, { defaultValue: t(`methods.${m}`, { defaultValue: m }) });
  return (
    <section
      aria-labelledby="donor-record"
      className="rounded-xl border border-brand-200 bg-white p-5 shadow-sm"
      data-testid="donor-record"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="donor-record" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
            {record.name}
            <DonorMarks anonymous={record.anonymous} />
          </h2>
          {record.anonymous && <p className="mt-1 text-sm text-amber-900">{t('marks.anonymousHint')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The person's whole record, with their rights. */}
          <a
            href={`supporters/${record._id}`}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold"
          >
            {t('supporters.open')}
          </a>
          <Link
            to={closeTo}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold"
          >
            {t('donors.closeRecord')}
          </Link>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('donors.columns.email')}</dt>
          <dd className="break-all">
            <a className="text-brand-800 underline" href={mailtoHref(record.email)}>
              {record.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('donors.columns.phone')}</dt>
          <dd>
            {record.phone ? (
              <a className="text-brand-800 underline" href={`tel:${record.phone}`}>
                {record.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('donors.columns.totalRwf')}</dt>
          <dd className="font-semibold">{formatRwf(record.totalRwf, lang)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('donors.columns.totalUsd')}</dt>
          <dd className="font-semibold">{formatUsd(record.totalUsd, lang)}</dd>
        </div>
      </dl>
      {record.phone && <SendSmsForm key={record.email} phone={record.phone} />}
      {record.plans.length > 0 && <DonorPlans plans={record.plans} />}
      <h3 className="mt-6 font-semibold text-slate-900">{t('donors.statement', { count: record.gifts })}</h3>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {record.statement.map((g) => (
          <li key={`${g.kind}-${g._id}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span>
              <span className="font-medium">{t(`kinds.${g.kind}`)}</span> · {g.description} · {method(g.method)}
              <DonorMarks anonymous={g.anonymous} offline={g.offline} />
              <span className="block font-mono text-xs text-slate-500">{g.reference}</span>
            </span>
            <span className="text-right">
              <span className="block font-semibold tabular-nums">{amount(g)}</span>
              <span className="text-slate-600">{formatStamp(g.date, lang, timeZone)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
