import type { ApiClient } from '~/shared/load-context';
import { giftContracts } from '~/shared/contracts/gifts';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Catalog Manager's action (the kit's one save path, docs/architecture.md, "A new screen in
 * five files"): a gift's delete, posted with its `intent` and `id`, before the script has loaded too.
 */
export function catalogAction(request: Request, api: ApiClient) {
  return intentAction(request, {
    delete: (f) => call(api, giftContracts.remove, { params: { id: f.id } }),
  });
}
