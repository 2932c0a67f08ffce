import type { ApiClient } from '~/shared/load-context';
import { accountContracts } from '~/shared/contracts/account';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';
import { type PostedForm, intentAction } from '~/web/features/admin/kit/route-action.server';

/** What the authenticator card shows after a post: a set-up's secret, new recovery codes. */
export interface AccountMore {
  setup: { secret: string; qrSvg: string } | null;
  codes: string[] | null;
}

/** Every change but the set-up's start carries the fresh proof (issue 37). */
const proof = (f: PostedForm) => ({ password: f.value('password'), currentCode: f.value('currentCode') });

/**
 * My account's action (the kit's one save path): the authenticator app's set-up and
 * removal, new recovery codes, a passkey removed; each but the set-up's start with the
 * password (and the current code) given again.
 */
export function accountAction(request: Request, api: ApiClient) {
  return intentAction<AccountMore>(
    request,
    {
      'totp-start': () => call(api, accountContracts.totpSetup),
      'totp-confirm': (f) => call(api, accountContracts.totpConfirm, { body: { ...proof(f), code: f.value('code') } }),
      codes: (f) => call(api, accountContracts.recoveryCodes, { body: proof(f) }),
      'totp-remove': (f) => call(api, accountContracts.totpRemove, { body: proof(f) }),
      'passkey-remove': (f) => call(api, accountContracts.passkeyRemove, { params: { id: f.id }, body: proof(f) }),
    },
    {
      // A success's own message (the set-up and the codes say none), a refusal's text without its field.
      said: (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
      more: async (f, res) => {
        const done = res && isOk(res) ? (res.body as { data?: AccountMore['setup']; recoveryCodes?: string[] }) : null;
        // A wrong first code keeps the set-up on screen: the session holds the same secret.
        const again =
          f.intent === 'totp-confirm' && res && !isOk(res) ? await call(api, accountContracts.totpSetup) : null;
        return {
          setup: done?.data ?? (again?.status === 200 ? again.body.data : null),
          codes: done?.recoveryCodes ?? null,
        };
      },
    },
  );
}
