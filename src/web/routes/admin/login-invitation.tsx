import type { Route } from './+types/login-invitation';
import { staffTexts, postStep, textOf } from '~/web/features/admin/staff/sign-in-step.server';
import { call } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { appContext } from '~/web/context';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasswordPage } from '~/web/features/admin/staff/password-page';

/** An invitation's link (72 hours, once): the person chooses their password, then signs in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const res = token ? await call(api, authContracts.invitation, { query: { token } }) : null;
  return {
    token,
    invitation: res?.status === 200 ? res.body.data : null,
    texts: staffTexts(context),
  };
}

/** The address carries the invitation's token: never stored by any cache (issue 37). */
export const headers = () => ({ 'cache-control': 'no-store' });

export const action = (args: Route.ActionArgs) =>
  postStep(args, 201, (api, form) =>
    call(api, authContracts.acceptInvitation, {
      body: { token: textOf(form, 'token'), password: textOf(form, 'password') },
    }),
  );

export const meta = () => [{ title: 'Your staff account' }, { name: 'robots', content: 'noindex' }];

export default function LoginInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const { invitation } = loaderData;
  return (
    <PasswordPage
      t={t}
      texts="invitation"
      live={!!invitation}
      intro={
        invitation
          ? t('invitation.intro', {
              name: invitation.name,
              email: invitation.email,
              role: t(`roles.${invitation.role}`),
            })
          : ''
      }
      token={loaderData.token}
      answer={actionData}
    />
  );
}
