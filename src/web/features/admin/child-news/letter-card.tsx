import { Form, Link, useLocation } from 'react-router';
import { TextArea } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button, buttonClass } from '../kit/button';
import { IntentFields } from '../kit/intent-button';
import { ReturnForm, ReviewCard } from '../kit/review-card';
import { formatStamp, useOrgTimeZone } from '../records/time-zone';
import { type Letter, MAX_LETTER_TEXT, staffImageSrc } from '~/shared/schemas/child-news';
import { MarkedText } from './marked-text';
import { Pages } from '../field/translation-card';

/**
 * An approved letter's Kinyarwanda translation (docs/field.md#translation): once checked, the
 * words and photos of a translation written by hand that go to the child with the letter;
 * before, where it is, and the Translations screen.
 */
function LetterTranslation({ translation }: { translation: NonNullable<Letter['translation']> }) {
  const { t } = useAdminT('childNews');
  const { pathname } = useLocation();
  if (translation.status !== 'checked')
    return (
      <p role="note" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
        {t('admin.letters.translation.waiting', {
          status: t(`admin.letters.translation.status.${translation.status}`),
        })}{' '}
        <Link to={pathname.replace(/\/letters$/, '/translations')} className="font-semibold underline">
          {t('admin.letters.translation.queue')}
        </Link>
      </p>
    );
  return (
    <section aria-label={t('admin.letters.translation.title')} className="mt-3">
      <p className="text-sm font-semibold text-slate-700">{t('admin.letters.translation.title')}</p>
      {translation.text && (
        <p lang="rw" className="mt-1 whitespace-pre-line text-slate-900">
          {translation.text}
        </p>
      )}
      {translation.images.length > 0 && (
        <Pages images={translation.images} label={(n) => t('admin.letters.translation.photo', { n })} />
      )}
    </section>
  );
}

/** One letter in moderation: who wrote to whom, the contact details found, and the step it waits for. */
export function LetterCard({ letter }: { letter: Letter }) {
  const { t, i18n } = useAdminT('childNews');
  const timeZone = useOrgTimeZone();
  const { pathname } = useLocation();
  const reply = `${pathname.replace(/\/letters$/, '/child_news')}?${new URLSearchParams({
    replyTo: letter._id,
    kind: 'letter',
    childId: letter.childId ?? '',
    q: letter.childName ?? '',
  })}#post-update`;
  return (
    <ReviewCard
      headingId={`letter-${letter._id}`}
      data={{ 'data-letter': letter._id }}
      title={t('admin.letters.toChild', { child: letter.childName ?? t('admin.letters.noChild') })}
      stamp={formatStamp(letter.createdAt, i18n.language, timeZone)}
      byline={t('admin.letters.from', { name: letter.sponsorName ?? '', email: letter.sponsorEmail })}
    >
      {letter.flags.length > 0 ? (
        <div role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{t('admin.letters.flagged', { count: letter.flags.length })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {letter.flags.map((f) => (
              <li key={`${f.kind}:${f.match}`}>
                {t(`admin.letters.flags.${f.kind}`)}: <span className="font-mono">{f.match}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('admin.letters.clean')}</p>
      )}
      <blockquote
        lang={letter.lang}
        className="mt-3 border-l-4 border-slate-200 pl-4 whitespace-pre-line text-slate-900"
      >
        <MarkedText text={letter.text} flags={letter.flags} />
      </blockquote>
      {letter.approvedText !== null && letter.approvedText !== letter.text && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-slate-700">{t('admin.letters.approvedText')}</p>
          <p className="mt-1 whitespace-pre-line text-slate-900">{letter.approvedText}</p>
        </div>
      )}
      {letter.image && (
        <a href={staffImageSrc(letter.image, 1200)} className="mt-3 inline-block">
          <img
            src={staffImageSrc(letter.image)}
            alt={t('admin.letters.photo', { child: letter.childName ?? '' })}
            loading="lazy"
            className="h-32 w-44 rounded-md object-cover"
          />
        </a>
      )}
      {letter.translation && <LetterTranslation translation={letter.translation} />}
      {letter.status === 'pending' && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Form method="post" className="space-y-2">
            <IntentFields intent="approve" id={letter._id} />
            <TextArea
              label={t('admin.letters.edit')}
              hint={t('admin.letters.editHint')}
              name="text"
              rows={6}
              maxLength={MAX_LETTER_TEXT}
              defaultValue={letter.text}
            />
            <Button type="submit">{t('admin.letters.approve')}</Button>
          </Form>
          <ReturnForm id={letter._id} label={t('admin.letters.reason')} rows={6} submit={t('admin.letters.return')} />
        </div>
      )}
      {letter.status === 'approved' && (
        <Form method="post" className="mt-4">
          <IntentFields intent="deliver" id={letter._id} />
          <Button type="submit" tone="dark">
            {t('admin.letters.deliver')}
          </Button>
        </Form>
      )}
      {letter.status === 'returned' && (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-semibold">{t('admin.letters.returnedWith')}</span> {letter.returnReason}
        </p>
      )}
      {letter.status === 'delivered' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">
            {t('admin.letters.deliveredOn', {
              date: letter.deliveredAt ? formatStamp(letter.deliveredAt, i18n.language, timeZone) : '',
            })}
          </p>
          <Link to={reply} className={buttonClass({ tone: 'secondary', size: 'sm' })}>
            {t('admin.letters.reply')}
          </Link>
        </div>
      )}
    </ReviewCard>
  );
}
