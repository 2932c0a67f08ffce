import { useState } from 'react';
import { useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/recurring';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { type PlanAction, PlanTable } from '~/web/features/admin/recurring/plan-table';
import { StatementForm } from '~/web/features/admin/recurring/statement-form';
import { useToast } from '~/web/features/admin/kit/toast';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { call } from '~/web/api/client';
import { KeptPlanTable } from '~/web/features/admin/recurring/kept-plan-table';
import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { recurringContracts } from '~/shared/contracts/recurring';
import type { AdminPlan } from '~/shared/schemas/giving';
import { Panel } from '~/web/features/admin/kit/panel';
import { useIntentPost } from '~/web/features/admin/kit/intent-post';
import { recurringAction } from '~/web/features/admin/recurring/recurring-action.server';
import { PlanAnswer } from '~/web/features/admin/recurring/plan-answer';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [res, kept] = await Promise.all([call(api, recurringContracts.list), call(api, keptPlanContracts.list)]);
  return { plans: res.status === 200 ? res.body.data : null, kept: kept.status === 200 ? kept.body.data : [] };
}

/** A plan's pause, resume or cancel, and "Record this month" on a plan kept by staff: forms posted here (they work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return recurringAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'title', 'recurring');

/** Monthly plans (lapsed and overdue first), changes on the payer's request, and yearly statements. */
export default function Recurring({ actionData }: Route.ComponentProps) {
  const { plans, kept } = useLoaderData<typeof loader>();
  const submitting = useNavigation().state !== 'idle';
  const { t } = useAdminT('recurring');
  const { toast, show } = useToast(6000);
  const { post } = useIntentPost(show);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(plan: AdminPlan, action: PlanAction) {
    const cancel = action === 'cancel';
    setBusy(plan._id);
    // A cancelling is asked first, and posted confirmed (the action waits for it).
    const answer = await post(
      { intent: action, id: plan._id },
      { confirm: cancel ? t('actions.confirmCancel', { name: plan.payerName }) : undefined },
    );
    setBusy(null);
    if (answer) show(answer.message ?? t('actions.failed'), answer.ok ? 'success' : 'error');
  }

  const lapsed = plans?.filter((p) => p.status === 'lapsed').length ?? 0;
  const overdue = plans?.filter((p) => p.overdue).length ?? 0;
  return (
    <ManagerPage title={t('title')} intro={t('intro')} width="" toast={toast}>
      <div className="mt-6 space-y-6">
        <PlanAnswer answer={submitting ? undefined : actionData} plans={plans} />
        <StatementForm onDone={show} />
        {!plans ? (
          <Alert tone="error" title={t('loadError')} />
        ) : (
          <>
            {(lapsed > 0 || overdue > 0) && <Alert tone="info">{t('attention', { lapsed, overdue })}</Alert>}
            {plans.length ? <PlanTable plans={plans} busy={busy} onAction={act} /> : <EmptyState title={t('empty')} />}
          </>
        )}
        {kept.length > 0 && (
          <Panel title={t('kept.heading')} className="space-y-3" titleClassName="text-lg font-bold text-slate-900">
            <p className="text-sm text-slate-600">{t('kept.intro')}</p>
            {actionData?.intent === 'record-month' && actionData.message && (
              <Alert tone={actionData.ok ? 'success' : 'error'} title={actionData.message} />
            )}
            <KeptPlanTable plans={kept} busy={submitting} />
          </Panel>
        )}
      </div>
    </ManagerPage>
  );
}
