import type { ReactNode } from 'react';
import { SignedLinkForm, SignedLinkPage, SignedLinkResult } from '~/web/components/signed-link-page';
import type { SignedLinkOutcome } from '~/web/components/signed-link.server';

/**
 * The page: its heading, then what the state says: done, the link refused, what stands
 * `instead` of the button (nothing to do), or `intro` and the button. `t` reads the
 * page's own texts (useSignedLinkT).
 */
export function SignedLinkScreen({
  t,
  token,
  outcome,
  invalid,
  doneText,
  invalidText,
  intro,
  instead,
}: {
  t: (key: string) => string;
  token: string;
  outcome: SignedLinkOutcome | undefined;
  invalid: boolean;
  doneText: string;
  invalidText: string;
  intro: ReactNode;
  instead?: ReactNode;
}) {
  const refused = invalid || outcome === 'invalid';
  return (
    <SignedLinkPage heading={t('heading')}>
      {outcome === 'done' || refused ? (
        <SignedLinkResult
          tone={outcome === 'done' ? 'success' : 'error'}
          title={t(outcome === 'done' ? 'doneTitle' : 'invalidTitle')}
          home={t('home')}
        >
          {outcome === 'done' ? doneText : invalidText}
        </SignedLinkResult>
      ) : (
        (instead ?? (
          <>
            {intro}
            <SignedLinkForm
              token={token}
              button={t('button')}
              submitting={t('submitting')}
              error={outcome === 'error' ? t('errorText') : null}
            />
          </>
        ))
      )}
    </SignedLinkPage>
  );
}
