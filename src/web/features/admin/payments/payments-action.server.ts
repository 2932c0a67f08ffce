import type { AnswerOf } from '~/shared/contract';
import { paymentContracts } from '~/shared/contracts/payments';
import type { ApiClient } from '~/shared/load-context';
import { type UnplacedResolution, unplacedResolutions } from '~/shared/schemas/unplaced-sponsorship';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';
import { type PostedForm, intentAction } from '~/web/features/admin/kit/route-action.server';
import type { PaymentsMore } from './payments-answer';

type CheckAnswer = AnswerOf<typeof paymentContracts.check>;

const isResolution = (value: string): value is UnplacedResolution =>
  (unplacedResolutions as readonly string[]).includes(value);

/** What staff do with an unplaced payment, as the form posted it: another child (its id), a general gift, a refund made. */
function resolutionOf(f: PostedForm) {
  const action = f.value('resolution');
  if (!isResolution(action)) return null;
  const childId = action === 'another_child' ? f.value('childId') : '';
  const note = f.value('note').trim();
  return { action, ...(childId ? { childId } : {}), ...(note ? { note } : {}) };
}

/**
 * Payments' action (the kit's one save path, docs/architecture.md, "A new screen in five
 * files"): a pending payment's "Check now" and the settling of a sponsorship payment that
 * needs action, posted as forms with their `intent`, before the script has loaded too.
 * The API decides who may act (finance roles); its refusal is the answer.
 */
export function paymentsAction(request: Request, api: ApiClient) {
  return intentAction<PaymentsMore>(
    request,
    {
      check: (f) => call(api, paymentContracts.check, { params: { id: f.id } }),
      resolve: (f) => {
        const body = resolutionOf(f);
        return body ? call(api, paymentContracts.resolveUnplaced, { params: { id: f.id }, body }) : null;
      },
    },
    {
      // A refusal's text without its field (the child not chosen).
      said: (body, ok) => (ok ? messageOf(body) : refusalOf(body)),
      more: (f, res) => ({
        status: f.intent === 'check' && res && isOk(res) ? (res.body as CheckAnswer).data.status : null,
      }),
    },
  );
}
