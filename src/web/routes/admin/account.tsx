import { data, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';
import { accountContracts } from '~/shared/contracts/account';
import { readForm } from '~/web/components/form-action.server';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { PasswordSection } from '~/web/features/admin/site-settings/password-section';
import { AuthenticatorCard, PasskeysCard } from '~/web/features/admin/staff/account-security';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, accountContracts.security);
  return { security: res.status === 200 ? res.body.data : null };
}

const ID = /^[0-9a-f-]{36}$/i;

/**
 * Each change is a form posted here: the authenticator app's set-up and removal, new
 * recovery codes, a passkey removed; each but the set-up's start with the password (and
 * the current code) given again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  // Every change but the set-up's start carries the fresh proof (issue 37).
  const proof = { password: String(form.get('password') ?? ''), currentCode: String(form.get('currentCode') ?? '') };
  const res =
    intent === 'totp-start'
      ? await call(api, accountContracts.totpSetup)
      : intent === 'totp-confirm'
        ? await call(api, accountContracts.totpConfirm, { body: { ...proof, code: String(form.get('code') ?? '') } })
        : intent === 'codes'
          ? await call(api, accountContracts.recoveryCodes, { body: proof })
          : intent === 'totp-remove'
            ? await call(api, accountContracts.totpRemove, { body: proof })
            : await call(api, accountContracts.passkeyRemove, {
                params: { id: ID.test(id) ? id : '00000000-0000-4000-8000-000000000000' },
                body: proof,
              });
  const ok = isOk(res);
  // A wrong first code keeps the set-up on screen: the session holds the same secret.
  const again = intent === 'totp-confirm' && !ok ? await call(api, accountContracts.totpSetup) : null;
  const answer = ok ? res.body : null;
  return data(
    {
      ok,
      message: intent === 'totp-start' && ok ? null : ok ? messageOf(res.body) : refusalOf(res.body),
      setup: answer && 'data' in answer ? answer.data : again?.status === 200 ? again.body.data : null,
      codes: answer && 'recoveryCodes' in answer ? answer.recoveryCodes : null,
    },
    { status: ok ? 200 : res.status },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'account.title', 'staff');

/** Your own account: password, authenticator app and recovery codes, passkeys. */
export default function Account({ actionData }: Route.ComponentProps) {
  const { security } = useLoaderData<typeof loader>();
  const { t } = useAdminT('staff');
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('account.title')}</h1>
      {actionData && !busy && actionData.message && (
        <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert>
      )}
      {security ? (
        <>
          <AuthenticatorCard security={security} setup={actionData?.setup ?? null} codes={actionData?.codes ?? null} />
          <PasskeysCard security={security} />
        </>
      ) : (
        <Alert tone="error">{t('screen.loadError')}</Alert>
      )}
      <PasswordSection />
    </div>
  );
}
