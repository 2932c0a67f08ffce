import { type Language, defaultLanguage, isLanguage } from '~/shared/i18n';
import { formatDate, formatRwfNumber } from '~/shared/format';
import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import { toGsmFriendly } from '~/shared/sms-segments';
import { catalogueTranslator } from '~/server/core/catalogue-text';

const translator = catalogueTranslator('sms');

/** Text from the `sms` catalogue; English unless told. */
export function smsText(key: string, vars?: Record<string, unknown>, lang: Language = defaultLanguage): string {
  const t = translator(lang);
  // Plain text: a name is never HTML-escaped in a text message.
  return t(key, { ...vars, interpolation: { escapeValue: false } }) as string;
}

export const smsLanguage = (lang: unknown): Language => (typeof lang === 'string' && isLanguage(lang) ? lang : 'en');

/** What the money was for, in the payer's words: the children, a named child, gifts. */
export type SmsPurpose = { kind: 'general' } | { kind: 'child'; name: string } | { kind: 'order' };
export type SmsMethod = PaymentMethod;

const money = (amountRwf: number, lang: Language) =>
  smsText('money', { amount: formatRwfNumber(amountRwf, lang) }, lang);
const purposeText = (p: SmsPurpose, lang: Language) =>
  p.kind === 'child' ? smsText('purpose.child', { name: p.name }, lang) : smsText(`purpose.${p.kind}`, {}, lang);
const methodText = (m: SmsMethod, lang: Language) => smsText(`method.${m}`, {}, lang);
/** Every message leaves here in GSM-7 where a look-alike exists (French spaces, quotes). */
const out = (text: string) => toGsmFriendly(text).trim();

/** The money, how it is paid (where the message says it) and what for, as every payment message names them. */
const payment = (r: { amountRwf: number; method?: SmsMethod; purpose: SmsPurpose }, lang: Language) => ({
  amount: money(r.amountRwf, lang),
  ...(r.method ? { method: methodText(r.method, lang) } : {}),
  purpose: purposeText(r.purpose, lang),
});
/** A calendar day ('YYYY-MM-DD') as the message says it: "12 March". */
const dayText = (day: string, lang: Language) =>
  formatDate(`${day}T12:00:00Z`, lang, { day: 'numeric', month: 'long', timeZone: 'UTC' });
const message = (key: string, vars: Record<string, unknown>, lang: Language) => out(smsText(key, vars, lang));

export interface ReceiptSms {
  amountRwf: number;
  method: SmsMethod;
  purpose: SmsPurpose;
  reference: string;
}

export const receiptSms = (r: ReceiptSms, lang: Language) =>
  message('receipt', { ...payment(r, lang), reference: r.reference }, lang);

/** `dueOn`: the calendar day ('YYYY-MM-DD') the request reaches the phone. */
export const reminderSms = (
  r: { amountRwf: number; method: SmsMethod; purpose: SmsPurpose; dueOn: string },
  lang: Language,
) => message('reminder', { date: dayText(r.dueOn, lang), ...payment(r, lang) }, lang);

/** 24 hours before an automatic debit (pre-approved MoMo): amount, date, how to skip or stop (issue 43). */
export const debitNoticeSms = (
  r: { amountRwf: number; method: SmsMethod; purpose: SmsPurpose; dueOn: string; link: string },
  lang: Language,
) => message('debitNotice', { date: dayText(r.dueOn, lang), ...payment(r, lang), link: r.link }, lang);

/** `period`: the month ('YYYY-MM') that could not be collected; `link`: a short link to pay it. */
export const failedSms = (
  r: { amountRwf: number; purpose: SmsPurpose; period: string; link: string },
  lang: Language,
) =>
  message(
    'failed',
    {
      ...payment(r, lang),
      month: formatDate(`${r.period}-15T12:00:00Z`, lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      link: r.link,
    },
    lang,
  );

/** A sponsor told that news of their child arrived; with a short link to it when there is one. */
export const newsSms = (r: { childName: string; link?: string | null }, lang: Language) =>
  out(
    r.link
      ? smsText('news', { child: r.childName, link: r.link }, lang)
      : smsText('newsByEmail', { child: r.childName }, lang),
  );
