import type { Route } from './+types/login-reset';
import { staffTexts, postStep } from '~/web/features/admin/staff/sign-in-step.server';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasswordPage } from '~/web/features/admin/staff/password-page';

/** A new password from the e-mailed reset link (one hour, once; every session of the person ends). */
export function loader({ context, request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '', texts: staffTexts(context) };
}

export const action = (args: Route.ActionArgs) =>
  postStep(args, '/api/auth/password-reset', ['token', 'password'], 200, ['removePasskeys']);

export const meta = () => [{ title: 'Choose a new password' }, { name: 'robots', content: 'noindex' }];

export default function LoginReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  return (
    <PasswordPage
      t={t}
      title={t('reset.title')}
      intro={t('reset.intro')}
      token={loaderData.token}
      done={actionData?.done ?? null}
      error={actionData?.error ?? null}
      after={
        <label className="mt-4 flex items-start gap-3 text-sm">
          <input type="checkbox" name="removePasskeys" defaultChecked className="mt-0.5 size-5 shrink-0" />
          <span>{t('reset.removePasskeys')}</span>
        </label>
      }
    />
  );
}
