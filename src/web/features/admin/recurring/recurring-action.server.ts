import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { recurringContracts } from '~/shared/contracts/recurring';
import type { ApiClient } from '~/shared/load-context';
import { call } from '~/web/api/client';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { CONFIRMED, type RecurringMore } from './recurring-answer';

/**
 * Recurring's action (the kit's one save path, docs/architecture.md, "A new screen in five
 * files"): a plan paused, resumed or cancelled on the payer's request, and "Record this
 * month" on a plan kept by staff, posted as forms with their `intent`, before the script
 * has loaded too. A cancelling cannot be undone: without its confirmation it calls nothing
 * and answers 400 with `confirm`, which the page asks.
 */
export function recurringAction(request: Request, api: ApiClient) {
  const setStatus = (id: string, action: 'pause' | 'resume' | 'cancel') =>
    call(api, recurringContracts.setStatus, { params: { id }, body: { action } });
  return intentAction<RecurringMore>(
    request,
    {
      pause: (f) => setStatus(f.id, 'pause'),
      resume: (f) => setStatus(f.id, 'resume'),
      cancel: (f) => (f.value('confirmed') === CONFIRMED.confirmed ? setStatus(f.id, 'cancel') : null),
      'record-month': (f) => call(api, keptPlanContracts.recordMonth, { params: { id: f.id } }),
    },
    { more: (f, res) => ({ plan: f.id, confirm: f.intent === 'cancel' && !res }) },
  );
}
