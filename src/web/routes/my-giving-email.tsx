import type { Route } from './+types/my-giving-email';
import { signedLinkHeaders } from '~/web/components/signed-link-page';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { myDataContracts } from '~/shared/contracts/my-data';
import { followConfirmLink, loadConfirmLink } from '~/web/features/giving/confirm-link.server';
import { ConfirmLinkPage, confirmLinkMeta } from '~/web/features/giving/confirm-link-page';

/**
 * The page behind the link that confirms a new e-mail address (issue 41), mailed to that
 * address from the supporter's giving page. Opening it changes nothing (mail scanners
 * follow links): its button's POST moves the records. Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConfirmLink(request, context.get(appContext), (api, token) =>
    call(api, myDataContracts.pendingEmail, { query: { token } }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return followConfirmLink(
    request,
    context.get(appContext),
    (api, token) => call(api, myDataContracts.confirmEmail, { body: { token } }),
    (answer) => answer.message,
  );
}

export const headers = signedLinkHeaders;

export const meta = confirmLinkMeta('emailChange', {
  title: 'Confirm your new e-mail address',
  path: '/my-giving/email',
});

export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConfirmLinkPage
      keys="emailChange"
      page={loaderData}
      answer={actionData}
      done={({ done, mailed }, t) => (
        <>
          {done}
          {!mailed && ` ${t('emailChange.doneNotMailed')}`}
        </>
      )}
      pending={(change, t) => ({ intro: t('emailChange.intro', { email: change.email }), expiresAt: change.expiresAt })}
    />
  );
}
