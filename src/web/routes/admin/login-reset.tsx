import { data } from 'react-router';
import type { Route } from './+types/login-reset';
import { messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasswordPage } from '~/web/features/admin/staff/password-page';

/** A new password from the e-mailed reset link (one hour, once; every session of the person ends). */
export function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, texts: resourcesFor(context.get(appContext).lang, ['staff']).staff as Catalogue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const res = await context.get(appContext).api.send('POST', '/api/auth/password-reset', {
    token: String(form.get('token') ?? ''),
    password: String(form.get('password') ?? ''),
  });
  const message = messageOf(res.body);
  return data(
    { done: res.status === 200 ? message : null, error: res.status === 200 ? null : message },
    {
      status: res.status,
    },
  );
}

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
    />
  );
}
