import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { recurringContracts } from '~/shared/contracts/recurring';
import type { ApiClient } from '~/shared/load-context';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/**
 * Recurring's action (the kit's one save path, docs/architecture.md, "A new screen in five
 * files"): a plan paused, resumed or cancelled on the payer's request, and "Record this
 * month" on a plan kept by staff, posted as forms with their `intent`, before the script
 * has loaded too. A cancelling cannot be undone: it waits for its confirmation (the kit's
 * `confirm`: without it, nothing is called and the page asks).
 */
export function recurringAction(request: Request, api: ApiClient) {
  const setStatus = (id: string, action: 'pause' | 'resume' | 'cancel') =>
    call(api, recurringContracts.setStatus, { params: { id }, body: { action } });
  return intentAction(
    request,
    {
      pause: (f) => setStatus(f.id, 'pause'),
      resume: (f) => setStatus(f.id, 'resume'),
      cancel: (f) => setStatus(f.id, 'cancel'),
      'record-month': (f) => call(api, keptPlanContracts.recordMonth, { params: { id: f.id } }),
    },
    { confirm: ['cancel'] },
  );
}
