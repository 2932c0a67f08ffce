import type { ApiClient } from '~/shared/load-context';
import { mailContracts } from '~/shared/contracts/mail';
import { siteContracts } from '~/shared/contracts/site';
import { callAsPosted, call, messageOf, refusalOf } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import type { SettingsMore } from './settings-answer';

/**
 * Site settings' action (the kit's one save path, docs/architecture.md, "A new screen in
 * five files"): the demo content's removal and the sender's "Check again", posted as
 * forms with their `intent`, before the script has loaded too. The removal's confirmation
 * goes to the API as posted (typed by hand without JavaScript): the API refuses another
 * word, a 400 naming `confirm`, which the form shows on its field.
 */
export function siteSettingsAction(request: Request, api: ApiClient) {
  return intentAction<SettingsMore>(
    request,
    {
      'remove-demo': (f) => callAsPosted(api, siteContracts.removeDemo, { body: { confirm: f.value('confirm') } }),
      'check-sender': () => call(api, mailContracts.refreshSenderCheck),
    },
    {
      // A success's own message; a refusal's text without its field.
      said: (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
      more: (_f, res) => ({
        field: res?.status === 400 && /^confirm: /.test(messageOf(res.body) ?? '') ? 'confirm' : null,
      }),
    },
  );
}
