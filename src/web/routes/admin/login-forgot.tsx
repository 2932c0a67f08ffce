import { data, useNavigation } from 'react-router';
import type { Route } from './+types/login-forgot';
import { messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { resourcesFor } from '~/shared/i18n/catalogues';
import type { Catalogue } from '~/shared/i18n/core';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { BackToSignIn, OneFieldForm, SignInCard, SignInNotice } from '~/web/features/admin/staff/sign-in-card';

/** A forgotten password: a link by e-mail. The answer is the same whether the address has an account or not. */
export function loader({ context }: Route.LoaderArgs) {
  return { texts: resourcesFor(context.get(appContext).lang, ['staff']).staff as Catalogue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const res = await context.get(appContext).api.send('POST', '/api/auth/password-reset/request', {
    email: String(form.get('email') ?? ''),
  });
  const message = messageOf(res.body);
  return data(
    { sent: res.status === 202 ? message : null, error: res.status === 202 ? null : message },
    {
      status: res.status,
    },
  );
}

export const meta = () => [{ title: 'Forgotten password' }, { name: 'robots', content: 'noindex' }];

export default function LoginForgot({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const busy = useNavigation().state !== 'idle';
  return (
    <SignInCard title={t('forgot.title')} error={busy ? null : (actionData?.error ?? null)}>
      {actionData?.sent ? (
        <SignInNotice>{actionData.sent}</SignInNotice>
      ) : (
        <OneFieldForm
          busy={busy}
          submit={t('forgot.submit')}
          field={{
            id: 'forgot-email',
            name: 'email',
            type: 'email',
            autoComplete: 'username',
            label: t('forgot.email'),
          }}
        >
          <p className="mb-4 text-sm text-slate-700">{t('forgot.intro')}</p>
        </OneFieldForm>
      )}
      <BackToSignIn label={t('password.toSignIn')} />
    </SignInCard>
  );
}
