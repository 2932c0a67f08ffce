import type { ReactNode } from 'react';
import type { Catalogue, Language } from '~/shared/i18n/core';
import { formatDate } from '~/shared/format';
import { SignedLinkForm, SignedLinkPage, SignedLinkResult, signedLinkMeta } from '~/web/components/signed-link-page';
import type { FollowedLink } from './confirm-link.server';
import type { GivingT } from './page-t';

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
 * link cannot be used. Works without JavaScript.
 */
export function ConfirmLinkPage({
  t,
  lang,
  keys,
  token,
  refusal,
  answer,
  done,
  pending,
}: {
  t: GivingT;
  lang: Language;
  keys: ConfirmLinkTexts;
  token: string;
  /** Why the link cannot be used, as the API said it. */
  refusal: string | null;
  answer: FollowedLink<unknown> | undefined;
  /** The outcome's words once the link was followed. */
  done: ReactNode;
  /** What following the link would change (null when it cannot be): the intro, the details' rows, the link's end. */
  pending: { intro: string; rows?: ReactNode; expiresAt: string } | null;
}) {
  const k = (key: string) => t(`${keys}.${key}`);
  let body;
  if (answer?.done != null) {
    body = (
      <SignedLinkResult
        tone="success"
        title={k('doneTitle')}
        home={k('home')}
        back={answer.pageLink ? { to: answer.pageLink, label: k('back') } : undefined}
      >
        {done}
      </SignedLinkResult>
    );
  } else if (!pending) {
    body = (
      <SignedLinkResult tone="error" title={k('invalidTitle')} home={k('home')}>
        {refusal || t('invalidText')}
      </SignedLinkResult>
    );
  } else {
    body = (
      <>
        <p className="text-slate-700">{pending.intro}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm">
          {pending.rows}
          <dt className="text-slate-600">{k('until')}</dt>
          <dd className="font-semibold">
            {formatDate(pending.expiresAt, lang, { dateStyle: 'long', timeStyle: 'short' })}
          </dd>
        </dl>
        <SignedLinkForm token={token} button={k('button')} submitting={k('submitting')} error={answer?.error ?? null} />
        <p className="mt-6 text-sm text-slate-600">{k('notYou')}</p>
      </>
    );
  }
  return <SignedLinkPage heading={k('heading')}>{body}</SignedLinkPage>;
}
