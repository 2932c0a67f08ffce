import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { StaffT } from './staff-t';
import { BackToSignIn, OneFieldForm, SignInCard, SignInNotice, submitClass } from './sign-in-card';

/**
 * Choosing a password from an e-mailed link (an invitation, a reset): one field, the
 * link's token carried in a hidden field, the server's refusal said above the form.
 */
export function PasswordPage(props: {
  t: StaffT;
  title: string;
  intro: string;
  token: string;
  done: string | null;
  error: string | null;
  /** After the password: a choice sent with it (the reset's "remove my passkeys"). */
  after?: ReactNode;
}) {
  const { t } = props;
  const busy = useNavigation().state !== 'idle';
  if (props.done)
    return (
      <SignInCard title={props.title}>
        <SignInNotice>{props.done}</SignInNotice>
        <a href="/dashboard/login" className={`${submitClass} inline-flex items-center justify-center`}>
          {t('password.toSignIn')}
        </a>
      </SignInCard>
    );
  return (
    <SignInCard title={props.title} error={busy ? null : props.error}>
      <p className="mt-2 text-sm text-slate-700">{props.intro}</p>
      <OneFieldForm busy={busy} submit={t('password.submit')} t={t} field="new-password" after={props.after}>
        <input type="hidden" name="token" value={props.token} />
      </OneFieldForm>
      <BackToSignIn label={t('password.toSignIn')} />
    </SignInCard>
  );
}
