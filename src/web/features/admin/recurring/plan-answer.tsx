import type { AdminPlan } from '~/shared/schemas/giving';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { PostedAlert, type PostedAnswer } from '../kit/intent-post';

/**
 * The answer to a plan's pause, resume or cancel posted without JavaScript (the page's
 * `actionData`; with it, the toast says it): the API's message. A cancelling posted
 * without its confirmation is asked here (the kit's `PostedAlert`), in the words of the
 * browser's dialog, for a plan the list shows and has not cancelled.
 */
export function PlanAnswer({ answer, plans }: { answer: PostedAnswer | undefined; plans: AdminPlan[] | null }) {
  const { t } = useAdminT('recurring');
  const failed = t('actions.failed');
  const ask = (id: string) => {
    const plan = plans?.find((p) => p._id === id && p.status !== 'cancelled');
    if (!plan) return null;
    const question = t('actions.confirmCancel', { name: plan.payerName });
    return { question, button: t('actions.cancel'), named: plan.payerName };
  };
  return <PostedAlert answer={answer} texts={{ pause: { failed }, resume: { failed }, cancel: { failed, ask } }} />;
}
