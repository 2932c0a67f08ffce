import { type ShouldRevalidateFunction, data, redirect, redirectDocument, useNavigation } from 'react-router';
import type { Route } from './+types/login-enrol';
import { readForm } from '~/web/components/form-action.server';
import { call, refusalOf } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { staffTexts } from '~/web/features/admin/staff/sign-in-step.server';
import { appContext } from '~/web/context';
import { sessionHeaders } from '~/web/features/admin/staff/session-cookies.server';
import { keepNext, returnTo } from '~/web/features/admin/staff/return-to';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasskeyButton } from '~/web/features/admin/staff/passkey-button';
import { RecoveryCodes, TotpSecret } from '~/web/features/admin/staff/totp-setup';
import { BackToSignIn, OneFieldForm, SignInCard } from '~/web/features/admin/staff/sign-in-card';

/**
 * A person whose role must use a second factor (STAFF_REQUIRE_2FA) and has none sets
 * one up at this sign-in: an authenticator app (its first code confirms it, then the
 * recovery codes are shown once), or a passkey.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, api } = context.get(appContext);
  // Where the sign-in leads back to (the field officer's app), kept from the password step.
  const next = returnTo(new URL(request.url).searchParams.get('next'));
  if (admin) throw next ? redirectDocument(next) : redirect('/dashboard/analysis');
  // The pending sign-in's secret: the same one on every reload until it is confirmed.
  const res = await call(api, authContracts.totpSetup);
  // Why this person enrols: their role, or a restore that removed their authenticator app.
  const pending = await call(api, authContracts.pendingSignIn);
  const restored = pending.status === 200 && pending.body.data.reason === 'restored';
  // No pending sign-in: the page says so and links to the password. (Not a redirect: this
  // loader also runs after the form that finished the sign-in, whose answer shows the codes.)
  return { setup: res.status === 200 ? res.body.data : null, restored, texts: staffTexts(context), next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api } = context.get(appContext);
  const res = await call(api, authContracts.totpConfirm, { body: { code: String(form.get('code') ?? '') } });
  if (res.status === 200)
    return data({ codes: res.body.recoveryCodes, message: null }, { headers: sessionHeaders(request, res) });
  if (res.status === 401) throw redirect(keepNext('/dashboard/login', returnTo(form.get('next'))));
  return data({ codes: null, message: refusalOf(res.body) }, { status: res.status });
}

/**
 * The confirmed code opens a full session, and this loader sends a signed-in person on to
 * the dashboard: run again after the form, it would take the recovery codes off the
 * screen before anyone read them (issue 39). The codes stay until the person says they
 * kept them.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' ? false : defaultShouldRevalidate;

export const meta = () => [{ title: 'Admin Login' }, { name: 'robots', content: 'noindex' }];

export default function LoginEnrol({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const busy = useNavigation().state !== 'idle';
  const done = loaderData.next ?? '/dashboard/analysis';
  if (actionData?.codes)
    return (
      <SignInCard title={t('enrol.doneTitle')}>
        <RecoveryCodes t={t} codes={actionData.codes} keptHref={done} />
      </SignInCard>
    );
  const { setup } = loaderData;
  if (!setup)
    return (
      <SignInCard title={t('enrol.title')} error={t('verify.expired')}>
        <BackToSignIn label={t('verify.back')} />
      </SignInCard>
    );
  return (
    <SignInCard title={t('enrol.title')} error={busy ? null : (actionData?.message ?? null)}>
      <p className="mt-2 text-sm text-slate-700">{t(loaderData.restored ? 'enrol.restored' : 'enrol.why')}</p>
      <h2 className="mt-6 text-lg font-semibold">{t('enrol.appTitle')}</h2>
      <TotpSecret t={t} qrSvg={setup.qrSvg} secret={setup.secret} />
      <OneFieldForm busy={busy} submit={t('enrol.confirm')} t={t} field="enrol-code">
        {loaderData.next && <input type="hidden" name="next" value={loaderData.next} />}
      </OneFieldForm>
      <h2 className="mt-8 text-lg font-semibold">{t('enrol.passkeyTitle')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('enrol.passkeyWhy')}</p>
      <div className="mt-3">
        <PasskeyButton mode="register" t={t} onDone={() => window.location.assign(done)} />
      </div>
      <BackToSignIn label={t('verify.back')} />
    </SignInCard>
  );
}
