import type { ApiClient } from '~/shared/load-context';
import { contactContracts } from '~/shared/contracts/contact';
import type { MessageStatus } from '~/shared/schemas/message';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Messages' action, the screen's one save path (docs/architecture.md, "A new screen in five
 * files"): opening an unread message posts `read`, "Mark as Responded" `responded` and
 * "Delete Message" `remove`, each with the message's `id`, before the script has loaded too.
 * The API keeps the order Unread → Read → Responded (a move back is its 409). A delete
 * waits for its confirmation (`confirmed=yes`; without it, asked on the page).
 */
export function messagesAction(request: Request, api: ApiClient) {
  const move = (id: string, status: MessageStatus) =>
    call(api, contactContracts.setStatus, { params: { id }, body: { status } });
  return intentAction(
    request,
    {
      read: (f) => move(f.id, 'Read'),
      responded: (f) => move(f.id, 'Responded'),
      remove: (f) => call(api, contactContracts.remove, { params: { id: f.id } }),
    },
    { confirm: ['remove'] },
  );
}
