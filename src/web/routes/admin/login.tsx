import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { data, redirect, redirectDocument, useActionData, useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/login';
import { readForm } from '~/web/components/form-action.server';
import { call, refusalOf } from '~/web/api/client';
import { authContracts } from '~/shared/contracts/auth';
import { staffTexts } from '~/web/features/admin/staff/sign-in-step.server';
import { appContext } from '~/web/context';
import { useT } from '~/web/i18n';
import { loginSchema } from '~/shared/schemas/auth';
import { nextPage, sessionHeaders } from '~/web/features/admin/staff/session-cookies.server';
import { keepNext, returnTo } from '~/web/features/admin/staff/return-to';
import { useStaffPageT } from '~/web/features/admin/staff/staff-t';
import { PasskeyButton } from '~/web/features/admin/staff/passkey-button';
import { TextField } from '~/web/components/field';
import { useSchemaCheck } from '~/web/features/admin/kit/use-schema-check';
import { submitClass } from '~/web/features/admin/staff/sign-in-card';

/** docs/product.md: a visitor who does not sign in within 26 seconds is returned to the home page. */
export const LOGIN_IDLE_REDIRECT_MS = 26_000;

const fields = [
  { name: 'email', type: 'email', autoComplete: 'username', className: 'mt-6' },
  { name: 'password', type: 'password', autoComplete: 'current-password', className: 'mt-4' },
] as const;

export function loader({ context, request }: Route.LoaderArgs) {
  const { admin } = context.get(appContext);
  const next = returnTo(new URL(request.url).searchParams.get('next'));
  // Already signed in: straight to the analysis page (or back to the app that sent them).
  if (admin) throw next ? redirectDocument(next) : redirect('/dashboard/analysis');
  return { texts: staffTexts(context), next };
}

/**
 * The form's one submit path, before, without or with JavaScript: it posts here, never
 * as a GET that would put the password in the address. The session cookie comes from
 * the API itself, marked Secure when the page was served over HTTPS.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { api } = context.get(appContext);
  const email = String(form.get('email') ?? '');
  const res = await call(api, authContracts.login, { body: { email, password: String(form.get('password') ?? '') } });
  // The dashboard, or the second step (a code or passkey, or setting one up) first.
  const page = res.status === 200 ? nextPage(res.body) : null;
  // Back to the app that sent them here (docs/field.md), at once or after the second step.
  const back = returnTo(form.get('next'));
  // The app loads as a whole page (its service worker and manifest), not as a screen of this one.
  if (back && page === '/dashboard/analysis') return redirectDocument(back, { headers: sessionHeaders(request, res) });
  if (page) return redirect(keepNext(page, back), { headers: sessionHeaders(request, res) });
  // Posted without JavaScript the page is drawn again: the address typed stays in its field.
  return data({ message: refusalOf(res.body), email }, { status: res.status });
}

/** No answer reached the page (offline): the form's own words, not the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response) throw err;
    return { message: null };
  }
}

export const meta = () => [{ title: 'Admin Login' }, { name: 'robots', content: 'noindex' }];

export default function Login({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { t: st } = useStaffPageT(loaderData.texts);
  const form = useSchemaCheck(loginSchema);
  const navigate = useNavigate();
  const posted = useActionData<typeof action>();
  const fetcher = useFetcher<typeof clientAction>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  const refused = answer ?? posted;
  const error = busy ? null : refused ? refused.message || t('login.failed') : null;

  // The 26 seconds count from the last keystroke: a person typing is not idle.
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const restartIdle = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = setTimeout(() => navigate('/'), LOGIN_IDLE_REDIRECT_MS);
  }, [navigate]);
  useEffect(() => {
    if (localStorage.getItem('isAuthenticated') === 'true') {
      // The hint says signed in; the server decides (it sends us back here if not).
      localStorage.removeItem('isAuthenticated');
    }
    restartIdle();
    return () => clearTimeout(idle.current);
  }, [restartIdle]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A success redirects to the dashboard (whose layout sets the signed-in hint).
    if (form.check(event.currentTarget)) void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <form
        method="post"
        onSubmit={onSubmit}
        onInput={restartIdle}
        noValidate
        className="w-full max-w-sm rounded-xl bg-white p-8 shadow"
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="text-2xl font-bold text-brand-800">
          {t('login.title')}
        </h1>
        {error && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        {loaderData.next && <input type="hidden" name="next" value={loaderData.next} />}
        {fields.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`login-${name}`}
            label={t(`login.${name}`)}
            name={name}
            required
            error={form.error(name, { field: name })}
            defaultValue={name === 'email' ? posted?.email : undefined}
            {...field}
          />
        ))}
        <button type="submit" disabled={busy} className={submitClass}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="mt-4 text-center text-sm">
          <a href="/dashboard/login/forgot" className="text-brand-800 underline">
            {st('login.forgot')}
          </a>
        </p>
        <div className="mt-6 border-t pt-6">
          <PasskeyButton
            mode="sign-in"
            t={st}
            onDone={() => window.location.assign(loaderData.next ?? '/dashboard/analysis')}
          />
        </div>
      </form>
    </main>
  );
}
