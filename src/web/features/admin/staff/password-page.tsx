import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { StaffT } from './staff-t';
import { BackToSignIn, OneFieldForm, SignInCard, SignInNotice, submitClass } from './sign-in-card';

/**
 * Choosing a password from an e-mailed link (an invitation, a reset): one field, the
 * link's token carried in a hidden field, the server's refusal said above the form; a
 * link that can no longer be used says so (`<texts>.gone`) instead of a form that can
 * only fail.
 */
export function PasswordPage(props: {
  t: StaffT;
  /** The page's texts in the staff catalogue: `<texts>.title` and `<texts>.gone`. */
  texts: 'invitation' | 'reset';
  /** Whether the link can still be used. */
  live: boolean;
  intro: string;
  token: string;
  /** The action's answer: the server's words once the password is set, or its refusal. */
  answer: { done: string | null; error: string | null } | undefined;
  /** Under a used link's words: what else the person can do (ask for a new link). */
  gone?: ReactNode;
  /** After the password: a choice sent with it (the reset's "remove my passkeys"). */
  after?: ReactNode;
}) {
  const { t, answer } = props;
  const title = t(`${props.texts}.title`);
  const busy = useNavigation().state !== 'idle';
  if (answer?.done)
    return (
      <SignInCard title={title}>
        <SignInNotice>{answer.done}</SignInNotice>
        <a href="/dashboard/login" className={`${submitClass} inline-flex items-center justify-center`}>
          {t('password.toSignIn')}
        </a>
      </SignInCard>
    );
  if (!props.live)
    return (
      <SignInCard title={title} error={t(`${props.texts}.gone`)}>
        {props.gone}
        <BackToSignIn label={t('password.toSignIn')} />
      </SignInCard>
    );
  return (
    <SignInCard title={title} error={busy ? null : (answer?.error ?? null)}>
      <p className="mt-2 text-sm text-slate-700">{props.intro}</p>
      <OneFieldForm busy={busy} submit={t('password.submit')} t={t} field="new-password" after={props.after}>
        <input type="hidden" name="token" value={props.token} />
      </OneFieldForm>
      <BackToSignIn label={t('password.toSignIn')} />
    </SignInCard>
  );
}
