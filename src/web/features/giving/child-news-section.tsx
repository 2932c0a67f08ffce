import { useSearchParams } from 'react-router';
import { Alert } from '~/web/components/alert';
import { formatDate } from '~/shared/format';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';
import type { ChildNewsData } from './child-news.server';
import { LettersSection } from './letters-section';
import { IncomingLetters } from './letter-stage';
import { linkTo } from '~/shared/contract';
import { sponsorNewsContracts } from '~/shared/contracts/sponsor-news';
import { isLanguage } from '~/shared/i18n/core';
import { GivingSection } from './panel';

const asLanguage = (l: string) => (isLanguage(l) ? l : 'en');
import { type NewsT, useNewsT } from './news-t';

const IMAGE_SIZES = '(min-width: 768px) 320px, 100vw';

/**
 * The sponsor's children on their signed page: each child's photo and story, every
 * update posted for them while the sponsorship ran (newest first, with photos served
 * through the link), and the sponsor's letters. Nothing here is public.
 */
export function ChildNewsSection({ news, token }: { news: ChildNewsData; token: string }) {
  const { t, lang } = useNewsT(news.texts);
  const [params] = useSearchParams();
  const done = params.get('done') === '1';
  const error = params.get('error');
  return (
    <GivingSection id="child-news" heading={t('page.heading', { count: news.children.length })} roomy>
      <div id="letters" className="scroll-mt-24">
        {done && <Alert tone="success">{t('letterSent')}</Alert>}
        {error && <Alert tone="error">{error.slice(0, 300)}</Alert>}
      </div>
      {news.children.map((child) => (
        <ChildCard key={child.sponsorshipId} child={child} t={t} lang={lang} token={token} />
      ))}
    </GivingSection>
  );
}

function ChildCard({ child, t, lang, token }: { child: SponsoredChildNews; t: NewsT; lang: string; token: string }) {
  const day = (iso: string) => formatDate(iso, lang, { dateStyle: 'long' });
  const heading = `child-${child.sponsorshipId}`;
  return (
    <article
      aria-labelledby={heading}
      data-sponsorship={child.sponsorshipId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-4">
        {child.photo && (
          <img
            src={child.photo.src}
            srcSet={child.photo.srcSet}
            sizes="96px"
            alt={t('page.photoOf', { child: child.name })}
            className="h-24 w-24 rounded-full object-cover"
            loading="lazy"
          />
        )}
        <div>
          <h3 id={heading} className="text-xl font-semibold text-slate-900">
            {child.name}
          </h3>
          <p className="text-sm text-slate-700">
            {child.current
              ? t('page.since', { date: day(child.since) })
              : t('page.period', { from: day(child.since), to: child.until ? day(child.until) : '' })}
          </p>
        </div>
      </div>
      {child.story && <p className="whitespace-pre-line text-slate-800">{child.story}</p>}
      <div className="space-y-3">
        <h4 className="text-lg font-semibold text-slate-900">{t('page.news')}</h4>
        {child.updates.length === 0 ? (
          <p className="text-slate-700">{t('page.noNews')}</p>
        ) : (
          <ol className="space-y-4">
            {child.updates.map((u) => (
              <li key={u._id} data-update={u._id} className="border-l-4 border-brand-700 pl-4">
                <p className="text-sm font-semibold text-slate-700">
                  {t(`kinds.${u.kind}`)} · <time dateTime={u.postedAt}>{day(u.postedAt)}</time>
                </p>
                <p lang={u.lang} className="mt-1 whitespace-pre-line text-slate-900">
                  {u.text}
                </p>
                {u.original && (
                  <div className="mt-2 rounded-md bg-slate-50 p-2" data-testid="letter-original">
                    <p className="text-sm font-semibold text-slate-700">{t('page.original', { child: child.name })}</p>
                    <p lang={u.original.lang} className="whitespace-pre-line text-slate-900">
                      {u.original.text}
                    </p>
                  </div>
                )}
                {u.yearReport && (
                  <a
                    href={linkTo(sponsorNewsContracts.yearReport, {
                      params: { id: u._id },
                      query: { token, lang: asLanguage(lang) },
                    })}
                    className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                  >
                    {t('page.yearReport')}
                  </a>
                )}
                {u.images.length > 0 && (
                  <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {u.images.map((img, i) => (
                      <img
                        key={img.src}
                        src={img.src}
                        srcSet={img.srcSet}
                        sizes={IMAGE_SIZES}
                        alt={t('page.updatePhoto', { n: i + 1, count: u.images.length, child: child.name })}
                        loading="lazy"
                        className="w-full rounded-lg object-cover"
                      />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <IncomingLetters child={child} t={t} lang={lang} />
      <LettersSection child={child} t={t} lang={lang} token={token} />
    </article>
  );
}
