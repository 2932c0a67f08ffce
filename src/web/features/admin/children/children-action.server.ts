import type { ApiClient } from '~/shared/load-context';
import { childContracts } from '~/shared/contracts/children';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Sponsorship Management's action (the kit's one save path, docs/architecture.md, "A new
 * screen in five files"), before the script has loaded too: a child's delete, and the toggle
 * by hand, which posts the value it sets (`isSponsored`, "true" or "false"; anything else is
 * refused) and, for a held child confirmed in the dialog, `releaseHold` (the API refuses a
 * held child without it, 409). The delete waits for its confirmation (`confirmed=yes`;
 * without it, asked on the page).
 */
export function childrenAction(request: Request, api: ApiClient) {
  return intentAction(
    request,
    {
      delete: (f) => call(api, childContracts.remove, { params: { id: f.id } }),
      toggle: (f) => {
        const to = f.value('isSponsored');
        if (to !== 'true' && to !== 'false') return null;
        const release = f.value('releaseHold') === 'true' ? { releaseHold: true } : {};
        return call(api, childContracts.edit, {
          params: { id: f.id },
          body: { isSponsored: to === 'true', ...release },
        });
      },
    },
    { confirm: ['delete'] },
  );
}
