import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/recurring';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { PlanTable } from '~/web/features/admin/recurring/plan-table';
import { StatementForm } from '~/web/features/admin/recurring/statement-form';
import { useToast } from '~/web/features/admin/kit/toast';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { ApiError, call } from '~/web/api/client';
import { recurringContracts } from '~/shared/contracts/recurring';
import type { AdminPlan } from '~/shared/schemas/giving';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, recurringContracts.list);
  return { plans: res.status === 200 ? res.body.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'title', 'recurring');

/** Monthly plans (lapsed and overdue first), changes on the payer's request, and yearly statements. */
export default function Recurring() {
  const { plans } = useLoaderData<typeof loader>();
  const { t } = useAdminT('recurring');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(6000);
  const [busy, setBusy] = useState<string | null>(null);

  async function act(plan: AdminPlan, action: 'pause' | 'resume' | 'cancel') {
    if (action === 'cancel' && !window.confirm(t('actions.confirmCancel', { name: plan.payerName }))) return;
    setBusy(plan._id);
    try {
      const answer = await adminCall(recurringContracts.setStatus, { params: { id: plan._id }, body: { action } });
      show(answer.message, 'success');
      await revalidator.revalidate();
    } catch (err) {
      show(err instanceof ApiError ? err.message : t('actions.failed'), 'error');
    } finally {
      setBusy(null);
    }
  }

  const lapsed = plans?.filter((p) => p.status === 'lapsed').length ?? 0;
  const overdue = plans?.filter((p) => p.overdue).length ?? 0;
  return (
    <ManagerPage title={t('title')} intro={t('intro')} width="" toast={toast}>
      <div className="mt-6 space-y-6">
        <StatementForm onDone={show} />
        {!plans ? (
          <Alert tone="error" title={t('loadError')} />
        ) : (
          <>
            {(lapsed > 0 || overdue > 0) && <Alert tone="info">{t('attention', { lapsed, overdue })}</Alert>}
            {plans.length ? <PlanTable plans={plans} busy={busy} onAction={act} /> : <EmptyState title={t('empty')} />}
          </>
        )}
      </div>
    </ManagerPage>
  );
}
