import { useState } from 'react';
import { data, useLoaderData, useNavigation, useRevalidator } from 'react-router';
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
import { ApiError, call, messageOf } from '~/web/api/client';
import { readForm } from '~/web/components/form-action.server';
import { KeptPlanTable } from '~/web/features/admin/recurring/kept-plan-table';
import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { recurringContracts } from '~/shared/contracts/recurring';
import type { AdminPlan } from '~/shared/schemas/giving';
import { Panel } from '~/web/features/admin/kit/panel';

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [res, kept] = await Promise.all([call(api, recurringContracts.list), call(api, keptPlanContracts.list)]);
  return { plans: res.status === 200 ? res.body.data : null, kept: kept.status === 200 ? kept.body.data : [] };
}

const ID = /^[0-9a-f-]{36}$/i;

/** "Record this month" on a plan kept by staff: a plain form, so it works without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const planId = String(form.get('planId') ?? '');
  if (form.get('intent') !== 'record-month' || !ID.test(planId))
    return data({ ok: false, message: null }, { status: 400 });
  const res = await call(context.get(appContext).api, keptPlanContracts.recordMonth, { params: { id: planId } });
  const message = messageOf(res.body) ?? null;
  return data({ ok: res.status === 201, message }, { status: res.status === 201 ? 200 : res.status });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'title', 'recurring');

/** Monthly plans (lapsed and overdue first), changes on the payer's request, and yearly statements. */
export default function Recurring({ actionData }: Route.ComponentProps) {
  const { plans, kept } = useLoaderData<typeof loader>();
  const submitting = useNavigation().state !== 'idle';
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
        {kept.length > 0 && (
          <Panel title={t('kept.heading')} className="space-y-3" titleClassName="text-lg font-bold text-slate-900">
            <p className="text-sm text-slate-600">{t('kept.intro')}</p>
            {actionData?.message && <Alert tone={actionData.ok ? 'success' : 'error'} title={actionData.message} />}
            <KeptPlanTable plans={kept} busy={submitting} />
          </Panel>
        )}
      </div>
    </ManagerPage>
  );
}
