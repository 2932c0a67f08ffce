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
import { buttonClass } from '../kit/button';
import { Figures, Panel } from '../kit/panel';

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
  const link = buttonClass({ tone: 'secondary', size: 'sm' });
  const tel = record.phone ? (
    <a className="text-brand-800 underline" href={`tel:${record.phone}`}>
      {record.phone}
    </a>
  ) : (
    '—'
  );
  return (
    <Panel
      title={
        <>
          {record.name}
          <DonorMarks anonymous={record.anonymous} />
        </>
      }
      titleClassName="text-xl font-bold text-slate-900"
      headingRef={heading}
      className="rounded-xl border border-brand-200 bg-white p-5 shadow-sm"
      data={{ 'data-testid': 'donor-record' }}
      aside={
        <div className="flex flex-wrap gap-2">
          {/* The person's whole record, with their rights. */}
          <Link to={`../supporters/${record._id}`} relative="path" className={link}>
            {t('supporters.open')}
          </Link>
          <Link to={closeTo} className={link}>
            {t('donors.closeRecord')}
          </Link>
        </div>
      }
    >
      {record.anonymous && <p className="mt-1 text-sm text-amber-900">{t('marks.anonymousHint')}</p>}
      <Figures
        className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4"
        labelClassName="text-slate-600"
        valueClassName="font-semibold"
        items={[
          {
            key: 'email',
            value: (
              <a className="text-brand-800 underline" href={mailtoHref(record.email)}>
                {record.email}
              </a>
            ),
            valueClassName: 'break-all',
          },
          { key: 'phone', value: tel, valueClassName: '' },
          { key: 'totalRwf', value: formatRwf(record.totalRwf, lang) },
          { key: 'totalUsd', value: formatUsd(record.totalUsd, lang) },
        ].map((f) => ({ ...f, label: t(`donors.columns.${f.key}`) }))}
      />
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
    </Panel>
  );
}
