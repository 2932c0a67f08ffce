import { Form, useNavigation } from 'react-router';
import type { StaffT } from './staff-t';
import { SignInCard, fieldClass, linkClass, submitClass } from './sign-in-card';

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
}) {
  const { t } = props;
  const busy = useNavigation().state !== 'idle';
  if (props.done)
    return (
      <SignInCard title={props.title}>
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {props.done}
        </p>
        <a href="/dashboard/login" className={`${submitClass} inline-flex items-center justify-center`}>
          {t('password.toSignIn')}
        </a>
      </SignInCard>
    );
  return (
    <SignInCard title={props.title} error={busy ? null : props.error}>
      <p className="mt-2 text-sm text-slate-700">{props.intro}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={props.token} />
        <label htmlFor="new-password" className="block text-sm font-medium">
          {t('password.label')}
        </label>
        <input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          aria-describedby="new-password-hint"
          className={fieldClass}
        />
        <p id="new-password-hint" className="mt-1 text-sm text-slate-600">
          {t('password.hint')}
        </p>
        <button type="submit" disabled={busy} className={submitClass}>
          {t('password.submit')}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <a href="/dashboard/login" className={linkClass}>
          {t('password.toSignIn')}
        </a>
      </p>
    </SignInCard>
  );
}
