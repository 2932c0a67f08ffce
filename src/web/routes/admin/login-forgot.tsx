import { useNavigation } from 'react-router';
import type { Route } from './+types/login-forgot';
import { staffTexts, postStep, textOf } from '~/web/features/admin/staff/sign-in-step.server';
import { call } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { BackToSignIn, OneFieldForm, SignInCard, SignInNotice } from '~/web/features/admin/staff/sign-in-card';

/** A forgotten password: a link by e-mail. The answer is the same whether the address has an account or not. */
export function loader({ context }: Route.LoaderArgs) {
  return { texts: staffTexts(context) };
}

export const action = (args: Route.ActionArgs) =>
  postStep(args, 202, (api, form) => call(api, authContracts.requestReset, { body: { email: textOf(form, 'email') } }));

export const meta = () => [{ title: 'Forgotten password' }, { name: 'robots', content: 'noindex' }];

export default function LoginForgot({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const busy = useNavigation().state !== 'idle';
  return (
    <SignInCard title={t('forgot.title')} error={busy ? null : (actionData?.error ?? null)}>
      {actionData?.done ? (
        <SignInNotice>{actionData.done}</SignInNotice>
      ) : (
        <OneFieldForm busy={busy} submit={t('forgot.submit')} t={t} field="forgot-email">
          <p className="mb-4 text-sm text-slate-700">{t('forgot.intro')}</p>
        </OneFieldForm>
      )}
      <BackToSignIn label={t('password.toSignIn')} />
    </SignInCard>
  );
}
