import { useId } from 'react';
import { sponsorNewsContracts } from '~/shared/contracts/sponsor-news';
import { contractPath } from '~/shared/contract';
import { formatDate } from '~/shared/format';
import { MAX_LETTER_TEXT, type SponsoredChildNews } from '~/shared/schemas/child-news';
import type { NewsT } from './news-t';
import { LetterStageSteps } from './letter-stage';

const STATUS_TONE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  returned: 'bg-red-100 text-red-900',
  delivered: 'bg-green-100 text-green-900',
} as const;

/**
 * The sponsor's letters to one child and, while they sponsor the child, a new one: a
 * plain multipart form posted to the API (its photo cannot travel through the page's
 * action), which answers with a redirect back to this page.
 */
export function LettersSection({
  child,
  t,
  lang,
  token,
}: {
  child: SponsoredChildNews;
  t: NewsT;
  lang: string;
  token: string;
}) {
  const id = useId();
  const day = (iso: string) => formatDate(iso, lang, { dateStyle: 'long' });
  return (
    <div className="space-y-3">
      <h4 className="text-lg font-semibold text-slate-900">{t('page.letters.heading')}</h4>
      {child.letters.length > 0 && (
        <ul className="space-y-3">
          {child.letters.map((l) => (
            <li key={l._id} data-letter={l._id} className="rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <time dateTime={l.createdAt}>{day(l.createdAt)}</time>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[l.status]}`}>
                  {t(`page.letters.status.${l.status}`)}
                </span>
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-900">{l.text}</p>
              {l.stage && <LetterStageSteps stage={l.stage} t={t} />}
              {l.translation && (
                <div className="mt-2 rounded-md bg-slate-50 p-2">
                  <p className="text-sm font-semibold text-slate-700">
                    {t('page.letters.translation', { child: child.name })}
                  </p>
                  <p lang="rw" className="whitespace-pre-line text-slate-900">
                    {l.translation}
                  </p>
                </div>
              )}
              {l.status === 'returned' && l.returnReason && (
                <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
                  <span className="font-semibold">{t('page.letters.reason')}</span> {l.returnReason}
                </p>
              )}
              {l.image && (
                <img
                  src={l.image.src}
                  srcSet={l.image.srcSet}
                  sizes="160px"
                  alt={t('page.letters.photo')}
                  loading="lazy"
                  className="mt-2 h-24 w-32 rounded-md object-cover"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {child.current ? (
        <form
          method="post"
          action={contractPath(sponsorNewsContracts.writeLetter)}
          encType="multipart/form-data"
          className="space-y-3 rounded-lg bg-slate-50 p-4"
          data-testid="letter-form"
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="sponsorshipId" value={child.sponsorshipId} />
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {t('page.letters.safety', { child: child.name })}
          </p>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
            {t('page.letters.write', { child: child.name })}
          </label>
          <textarea
            id={`${id}-text`}
            name="text"
            required
            rows={6}
            maxLength={MAX_LETTER_TEXT}
            aria-describedby={`${id}-hint`}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          />
          <label htmlFor={`${id}-photo`} className="block text-sm font-medium text-slate-800">
            {t('page.letters.addPhoto')}
          </label>
          <input id={`${id}-photo`} name="photo" type="file" accept="image/*" className="block min-h-11 text-sm" />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('page.letters.send')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('page.letters.ended', { child: child.name })}</p>
      )}
    </div>
  );
}
