import type { ApiClient } from '~/shared/load-context';
import { blogContracts } from '~/shared/contracts/blog';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Blog Management's action (the kit's one save path, docs/architecture.md, "A new screen in
 * five files"): a post's delete, posted with its `intent` and `id`, before the script has loaded too.
 */
export function blogAction(request: Request, api: ApiClient) {
  return intentAction(request, {
    delete: (f) => call(api, blogContracts.remove, { params: { id: f.id } }),
  });
}
