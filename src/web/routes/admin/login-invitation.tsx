import { data } from 'react-router';
import type { Route } from './+types/login-invitation';
import { messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasswordPage } from '~/web/features/admin/staff/password-page';
import { SignInCard, linkClass } from '~/web/features/admin/staff/sign-in-card';

interface Invitation {
  data: { email: string; name: string; role: string };
}

/** An invitation's link (72 hours, once): the person chooses their password, then signs in. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, lang } = context.get(appContext);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const res = token ? await api.get<Invitation>(`/api/auth/invitation?token=${encodeURIComponent(token)}`) : null;
  return {
    token,
    invitation: res?.status === 200 ? res.body.data : null,
    texts: resourcesFor(lang, ['staff']).staff as Catalogue,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const res = await context.get(appContext).api.send('POST', '/api/auth/invitation', {
    token: String(form.get('token') ?? ''),
    password: String(form.get('password') ?? ''),
  });
  const message = messageOf(res.body);
  return data(
    { done: res.status === 201 ? message : null, error: res.status === 201 ? null : message },
    {
      status: res.status,
    },
  );
}

export const meta = () => [{ title: 'Your staff account' }, { name: 'robots', content: 'noindex' }];

export default function LoginInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const { invitation } = loaderData;
  if (!invitation && !actionData?.done)
    return (
      <SignInCard title={t('invitation.title')} error={t('invitation.gone')}>
        <p className="mt-4 text-sm">
          <a href="/dashboard/login" className={linkClass}>
            {t('password.toSignIn')}
          </a>
        </p>
      </SignInCard>
    );
  return (
    <PasswordPage
      t={t}
      title={t('invitation.title')}
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
      done={actionData?.done ?? null}
      error={actionData?.error ?? null}
    />
  );
}
