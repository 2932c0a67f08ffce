import { Form } from 'react-router';
import type { AdminPlan } from '~/shared/schemas/giving';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ActionAlert } from '../kit/action-alert';
import { Button } from '../kit/button';
import { IntentFields } from '../kit/intent-button';
import { CONFIRMED, type RecurringAnswer } from './recurring-answer';

const PLAN_INTENTS = new Set(['pause', 'resume', 'cancel']);

/**
 * The answer to a plan's pause, resume or cancel posted without JavaScript (the page's
 * `actionData`; with it, the toast says it). A cancelling posted without its confirmation
 * asks it here, in the words of the browser's dialog, with the form that confirms it.
 */
export function PlanAnswer({ answer, plans }: { answer: RecurringAnswer | undefined; plans: AdminPlan[] | null }) {
  const { t } = useAdminT('recurring');
  if (!answer || !PLAN_INTENTS.has(answer.intent)) return null;
  const plan = answer.confirm ? plans?.find((p) => p._id === answer.plan && p.status !== 'cancelled') : undefined;
  if (!plan) return <ActionAlert answer={answer} failed={t('actions.failed')} />;
  return (
    <Alert tone="info" title={t('actions.confirmCancel', { name: plan.payerName })}>
      <Form method="post" className="mt-2">
        <IntentFields intent="cancel" id={plan._id} />
        <input type="hidden" name="confirmed" value={CONFIRMED.confirmed} />
        <Button type="submit" tone="danger" size="sm">
          {t('actions.cancel')}
          <span className="sr-only"> {plan.payerName}</span>
        </Button>
      </Form>
    </Alert>
  );
}
