import type { ApiClient } from '~/shared/load-context';
import { skillContracts } from '~/shared/contracts/skills';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Skills & Interests' action (the kit's one save path, docs/architecture.md, "A new screen in
 * five files"): a skill's delete, posted with its `intent` and `id`, before the script has loaded too.
 */
export function skillsAction(request: Request, api: ApiClient) {
  return intentAction(request, {
    delete: (f) => call(api, skillContracts.remove, { params: { id: f.id } }),
  });
}
