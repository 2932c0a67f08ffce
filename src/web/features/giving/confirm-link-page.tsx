import type { ReactNode } from 'react';
import type { Catalogue, Language } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';
import { SignedLinkForm, SignedLinkPage, SignedLinkResult, signedLinkMeta } from '~/web/components/signed-link-page';
import type { FollowedLink } from './confirm-link.server';
import { type GivingT, useGivingT } from './page-t';

/** The giving catalogue's texts of a confirmation page (`page.confirm.*`, `page.emailChange.*`). */
export type ConfirmLinkTexts = 'confirm' | 'emailChange';

/** The page's `meta`: its own title (or `fallback`'s), kept out of search engines. */
export function confirmLinkMeta(keys: ConfirmLinkTexts, fallback: { title: string; path: string }) {
  return ({
    loaderData,
    matches,
  }: {
    loaderData?: { texts: Catalogue } | undefined;
    matches: Parameters<typeof signedLinkMeta>[1];
  }) => {
    const page = (loaderData?.texts as { page?: Record<ConfirmLinkTexts, Catalogue | undefined> } | undefined)?.page;
    return signedLinkMeta(page?.[keys], matches, fallback);
  };
}

/**
 * A page behind a one-use confirmation link (confirm-link.server.ts): what following the
 * link would change and its one button, or the outcome once it was followed, or why the
 * link cannot be used. Its words are the giving catalogue's (`keys`), handed over by the
 * loader (`page`). Works without JavaScript.
 */
export function ConfirmLinkPage<D, A>({
  keys,
  page: { token, texts, change, refusal },
  answer,
  done,
  pending,
}: {
  keys: ConfirmLinkTexts;
  /** The loader's answer (`loadConfirmLink`): the token, the texts, the change or the API's refusal. */
  page: { token: string; texts: Catalogue; change: D | null; refusal: string | null };
  answer: FollowedLink<A> | undefined;
  /** The outcome's words once the link was followed. */
  done: (followed: { done: A; mailed: boolean }, t: GivingT, lang: Language) => ReactNode;
  /** What following the link would change: the intro, the details' rows, the link's end. */
  pending: (change: D, t: GivingT, lang: Language) => { intro: string; rows?: ReactNode; expiresAt: string };
}) {
  const { t, lang } = useGivingT(texts);
  const k = (key: string) => t(`${keys}.${key}`);
  let body;
  const shown = change === null ? null : pending(change, t, lang);
  if (answer?.done != null) {
    body = (
      <SignedLinkResult
        tone="success"
        title={k('doneTitle')}
        home={k('home')}
        back={answer.pageLink ? { to: answer.pageLink, label: k('back') } : undefined}
      >
        {done({ done: answer.done, mailed: answer.mailed }, t, lang)}
      </SignedLinkResult>
    );
  } else if (!shown) {
    body = (
      <SignedLinkResult tone="error" title={k('invalidTitle')} home={k('home')}>
        {refusal || t('invalidText')}
      </SignedLinkResult>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{shown.intro}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          {shown.rows}
          <dt className="text-slate-600">{k('until')}</dt>
          <dd className="font-semibold">
            {formatDate(shown.expiresAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
          </dd>
        </dl>
        <SignedLinkForm token={token} button={k('button')} submitting={k('submitting')} error={answer?.error ?? null} />
        <p className="mt-6 text-sm text-slate-600">{k('notYou')}</p>
      </>
    );
  }
  return <SignedLinkPage heading={k('heading')}>{body}</SignedLinkPage>;
}
