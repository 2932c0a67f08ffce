import type { ApiClient } from '~/shared/load-context';
import { applicationContracts } from '~/shared/contracts/applications';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Applications' action, the screen's one save path (docs/architecture.md, "A new screen in
 * five files"): a row's Delete posts `remove` with the application's `id`, before the script
 * has loaded too.
 */
export function applicationsAction(request: Request, api: ApiClient) {
  return intentAction(request, {
    remove: (f) => call(api, applicationContracts.remove, { params: { id: f.id } }),
  });
}
