import { data, redirect, redirectDocument, useNavigation } from 'react-router';
import type { Route } from './+types/login-verify';
import { readForm } from '~/web/components/form-action.server';
import { call, refusalOf } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { staffTexts } from '~/web/features/admin/staff/sign-in-step.server';
import { appContext } from '~/web/context';
import { nextPage, sessionHeaders } from '~/web/features/admin/staff/session-cookies.server';
import { keepNext, returnTo } from '~/web/features/admin/staff/return-to';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasskeyButton } from '~/web/features/admin/staff/passkey-button';
import { OneFieldForm, SignInCard, linkClass } from '~/web/features/admin/staff/sign-in-card';

/** The second step of signing in: a code from the authenticator app, a recovery code, or a passkey. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { admin, api } = context.get(appContext);
  // Where the sign-in leads back to (the field officer's app), kept from the password step.
  const next = returnTo(new URL(request.url).searchParams.get('next'));
  if (admin) throw next ? redirectDocument(next) : redirect('/dashboard/analysis');
  const res = await call(api, authContracts.pendingSignIn);
  if (res.status !== 200) throw redirect(keepNext('/dashboard/login', next));
  if (res.body.data.stage === 'enrol') throw redirect(keepNext('/dashboard/login/enrol', next));
  return { pending: res.body.data, texts: staffTexts(context), next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api } = context.get(appContext);
  const res = await call(api, authContracts.secondFactor, { body: { code: String(form.get('code') ?? '') } });
  const page = res.status === 200 ? nextPage(res.body) : null;
  const back = returnTo(form.get('next'));
  // The field officer's app loads as a whole page (its service worker and manifest).
  if (back && page === '/dashboard/analysis') return redirectDocument(back, { headers: sessionHeaders(request, res) });
  if (page) return redirect(keepNext(page, back), { headers: sessionHeaders(request, res) });
  // The attempt ended (five wrong codes, or too late): the password again.
  if (res.status === 401) throw redirect(keepNext('/dashboard/login', back));
  return data({ message: refusalOf(res.body) }, { status: res.status });
}

export const meta = () => [{ title: 'Admin Login' }, { name: 'robots', content: 'noindex' }];

export default function LoginVerify({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useStaffPageT(loaderData.texts);
  const { methods, email } = loaderData.pending;
  const { next } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <SignInCard title={t('verify.title')} error={busy ? null : (actionData?.message ?? null)}>
      <p className="mt-2 text-sm text-slate-600">{t('verify.who', { email })}</p>
      {methods.passkey && (
        <div className="mt-6">
          <PasskeyButton mode="sign-in" t={t} onDone={() => window.location.assign(next ?? '/dashboard/analysis')} />
        </div>
      )}
      {methods.totp && (
        <OneFieldForm
          className="mt-6"
          busy={busy}
          submit={busy ? t('verify.submitting') : t('verify.submit')}
          t={t}
          field="verify-code"
        >
          {next && <input type="hidden" name="next" value={next} />}
        </OneFieldForm>
      )}
      <p className="mt-6 text-sm text-slate-600">
        {t('verify.lost')}{' '}
        <a href={keepNext('/dashboard/login', next)} className={linkClass}>
          {t('verify.back')}
        </a>
      </p>
    </SignInCard>
  );
}
