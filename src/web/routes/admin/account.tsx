import { useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/account';
import { call } from '~/web/api/client';
import { accountContracts } from '~/shared/contracts/account';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { PasswordSection } from '~/web/features/admin/site-settings/password-section';
import { AuthenticatorCard, PasskeysCard } from '~/web/features/admin/staff/account-security';
import { accountAction } from '~/web/features/admin/staff/account-action.server';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, accountContracts.security);
  return { security: res.status === 200 ? res.body.data : null };
}

/** Each change to how you sign in is a form posted here, answered through the kit's `intentAction`. */
export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context.get(appContext).api);
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
      {/* Only what the server said: a set-up and new codes show in the card, without a banner. */}
      <ActionAlert answer={actionData && !busy && actionData.message ? actionData : null} failed={t('screen.failed')} />
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
