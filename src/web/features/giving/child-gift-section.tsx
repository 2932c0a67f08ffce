import { Form } from 'react-router';
import type { Language } from '~/shared/i18n/core';
import { formatRwf } from '~/shared/format';
import type { SponsorGiftsAnswer } from '~/shared/schemas/child-gift';
import { Outcome, useFormAction } from './outcome';
import { TextArea, TextField } from '~/web/components/field';
import { PlainRadios } from '~/web/components/plain-radios';
import type { ChildGiftActionData } from './child-gift-action.server';
import { ChildGiftList } from './child-gift-list';
import { ChildGiftPayFields } from './child-gift-pay-fields';
import { GivingSection } from './panel';
import type { GivingT } from './page-t';

type Data = SponsorGiftsAnswer['data'];
type Child = Data['children'][number];

/**
 * Gifts to the children the link's address sponsors (birthday, Christmas, family), from
 * their signed page: what each may still receive this year, a form per child (a plain
 * post: works without JavaScript), and the gifts given with their delivery.
 */
export function ChildGiftSection({
  t,
  lang,
  token,
  data,
  result,
  giftKey,
}: {
  t: GivingT;
  lang: Language;
  token: string;
  data: Data | null;
  result: ChildGiftActionData | undefined;
  /** The Idempotency-Key of a first attempt (from the loader, so the page renders the same key on both sides). */
  giftKey: string;
}) {
  if (!data || (!data.children.length && !data.gifts.length)) return null;
  return (
    <GivingSection id="gifts" heading={t('childGifts.heading')} intro={t('childGifts.intro')}>
      {data.children.map((child) => (
        <ChildGiftForm
          key={child.childId}
          t={t}
          lang={lang}
          token={token}
          child={child}
          result={result?.childId === child.childId ? result : undefined}
          giftKey={giftKey}
        />
      ))}
      <ChildGiftList t={t} lang={lang} gifts={data.gifts} token={token} />
    </GivingSection>
  );
}

function ChildGiftForm({
  t,
  lang,
  token,
  child,
  result,
  giftKey,
}: {
  t: GivingT;
  lang: Language;
  token: string;
  child: Child;
  result: ChildGiftActionData | undefined;
  giftKey: string;
}) {
  const kept = result?.gift === 'refused' ? result.values : null;
  const headingId = `gift-form-${child.childId}`;
  const action = useFormAction(`gift-${child.childId}`);
  const open = child.allowances.filter((a) => a.remaining >= a.min);
  return (
    <article
      id={`gift-${child.childId}`}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('childGifts.formTitle', { name: child.name })}
      </h3>
      {result?.gift === 'paid' && (
        <div className="mt-3">
          <Outcome result={result} tone="success">
            {t('childGifts.paid', {
              name: child.name,
              amount: formatRwf(result.amount, lang),
              reference: result.reference,
            })}
          </Outcome>
        </div>
      )}
      {result?.gift === 'refused' && (
        <div className="mt-3">
          <Outcome result={result} tone="error" title={t('childGifts.refused')}>
            {result.message || t('childGifts.network')}
          </Outcome>
        </div>
      )}
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t('childGifts.allowanceHeading')}</h4>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {child.allowances.map((a) => (
          <li key={a.kind}>
            {t('childGifts.allowance', {
              kind: t(`childGifts.kinds.${a.kind}`),
              remaining: formatRwf(a.remaining, lang),
              min: formatRwf(a.min, lang),
              cap: formatRwf(a.yearlyCap, lang),
            })}
          </li>
        ))}
      </ul>
      {open.length ? (
        <Form
          // A fresh form after each answer: the PIN and card number typed are never kept to be sent twice.
          key={result?.answer ?? 'first'}
          method="post"
          action={action}
          className="mt-4 space-y-4"
          aria-labelledby={headingId}
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="intent" value="child-gift" />
          <input type="hidden" name="childId" value={child.childId} />
          <input
            type="hidden"
            name="idempotencyKey"
            value={result?.gift === 'refused' ? result.idempotencyKey : giftKey}
          />
          <PlainRadios
            legend={t('childGifts.kind')}
            name="kind"
            defaultValue={kept?.kind ?? open[0]!.kind}
            options={open.map((a) => ({ value: a.kind, label: t(`childGifts.kinds.${a.kind}`) }))}
          />
          <TextField
            label={t('childGifts.amount')}
            name="amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            hint={t('childGifts.amountHint')}
            defaultValue={kept?.amount}
          />
          <TextArea
            label={t('childGifts.note')}
            name="note"
            rows={2}
            maxLength={300}
            hint={t('childGifts.noteHint')}
            defaultValue={kept?.note}
          />
          <ChildGiftPayFields t={t} method={kept?.paymentMethod ?? 'momo'} phone={kept?.phone ?? ''} />
          <button
            type="submit"
            className="min-h-11 w-full rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 sm:w-auto"
          >
            {t('childGifts.submit', { name: child.name })}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-slate-700">{t('childGifts.capsReached', { name: child.name })}</p>
      )}
    </article>
  );
}
