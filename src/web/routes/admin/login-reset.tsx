import type { Route } from './+types/login-reset';
import { staffTexts, postStep, textOf, tickedIn } from '~/web/features/admin/staff/sign-in-step.server';
import { call } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasswordPage } from '~/web/features/admin/staff/password-page';
import { linkClass } from '~/web/features/admin/staff/sign-in-card';
import { appContext } from '~/web/context';

/** A new password from the e-mailed reset link (one hour, once; every session of the person ends). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const res = token ? await call(context.get(appContext).api, authContracts.resetLinkLive, { query: { token } }) : null;
  // A used, voided or expired link says so, instead of a form that can only fail.
  return { token, live: res?.status === 200, texts: staffTexts(context) };
}

/** The address carries the link's token: never stored by any cache (issue 37). */
export const headers = () => ({ 'cache-control': 'no-store' });

export const action = (args: Route.ActionArgs) =>
  postStep(args, 200, (api, form) =>
    call(api, authContracts.resetPassword, {
      body: {
        token: textOf(form, 'token'),
        password: textOf(form, 'password'),
        removePasskeys: tickedIn(form, 'removePasskeys'),
      },
    }),
  );

export const meta = () => [{ title: 'Choose a new password' }, { name: 'robots', content: 'noindex' }];

export default function LoginReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  return (
    <PasswordPage
      t={t}
      texts="reset"
      live={loaderData.live}
      intro={t('reset.intro')}
      token={loaderData.token}
      answer={actionData}
      gone={
        <p className="mt-4 text-sm">
          <a href="/dashboard/login/forgot" className={linkClass}>
            {t('reset.again')}
          </a>
        </p>
      }
      after={
        <label className="mt-4 flex items-start gap-3 text-sm">
          <input type="checkbox" name="removePasskeys" defaultChecked className="mt-0.5 size-5 shrink-0" />
          <span>{t('reset.removePasskeys')}</span>
        </label>
      }
    />
  );
}
