import { linkTo } from '~/shared/contract';
import { givingContracts } from '~/shared/contracts/my-giving';
import type { Language } from '~/shared/i18n/core';
import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import type { GivingPayment } from '~/shared/schemas/giving';
import type { GivingT } from './page-t';

const link = 'font-semibold text-brand-700 underline underline-offset-4';

export const paymentAmount = (p: GivingPayment, lang: Language) =>
  p.currency === 'USD' ? formatUsd(p.amount, lang) : formatRwf(p.amount, lang);

/** Every payment with its receipt: a printable page and a PDF. */
export function PaymentList({
  t,
  lang,
  payments,
  token,
}: {
  t: GivingT;
  lang: Language;
  payments: GivingPayment[];
  token: string;
}) {
  const q = `token=${encodeURIComponent(token)}`;
  if (!payments.length) return <p className="text-slate-700">{t('payments.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {payments.map((p) => (
        <li key={p._id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
          <div>
            <p className="font-semibold text-slate-900">
              {paymentAmount(p, lang)} ·{' '}
              {p.kind === 'child-gift'
                ? `${t('kinds.child-gift')}: ${p.description}`
                : p.description || t(`kinds.${p.kind}`)}
            </p>
            <p className="text-sm text-slate-600">
              {formatDate(p.date, lang, { dateStyle: 'medium' })} · {t(`methods.${p.method}`)} · {p.reference}
              {p.planId ? ` · ${t('payments.monthly')}` : ''}
            </p>
          </div>
          <p className="flex gap-4 text-sm">
            <a className={link} href={`/my-giving/receipt/${p._id}?${q}`}>
              {t('payments.receipt')}
              <span className="sr-only"> {p.reference}</span>
            </a>
            <a
              className={link}
              href={linkTo(givingContracts.receipt, { params: { id: p._id }, query: { token, lang } })}
              download
            >
              {t('payments.pdf')}
              <span className="sr-only"> {p.reference}</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
