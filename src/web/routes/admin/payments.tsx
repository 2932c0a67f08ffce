import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/payments';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { ListPanel, StatusField } from '~/web/features/admin/kit/list-panel';
import { ReloadFailed } from '~/web/features/admin/kit/reload-failed';
import { PaymentTable } from '~/web/features/admin/payments/payment-table';
import { PAYMENTS_PAGE_SIZE, paymentsQuery, readPaymentFilters } from '~/web/features/admin/payments/query';
import { useToast } from '~/web/features/admin/kit/toast';
import { FilterBar } from '~/web/features/admin/kit/filters';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { toPage } from '~/web/features/admin/kit/url-pages';
import { childContracts } from '~/shared/contracts/children';
import { paymentContracts } from '~/shared/contracts/payments';
import { call } from '~/web/api/client';
import { type AdminPayment, paymentStatuses } from '~/shared/schemas/payments';
import { UnplacedSponsorships } from '~/web/features/admin/payments/unplaced-sponsorships';
import { readPage } from '~/web/features/admin/kit/paged-list';
import { useIntentPost } from '~/web/features/admin/kit/intent-post';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { paymentsAction } from '~/web/features/admin/payments/payments-action.server';
import type { PaymentsAnswer } from '~/web/features/admin/payments/payments-answer';

export async function loader({ context, request }: Route.LoaderArgs) {
  const filters = readPaymentFilters(new URL(request.url).searchParams);
  const { api } = context.get(appContext);
  const [{ res, page }, unplaced] = await Promise.all([
    readPage(api, paymentContracts.list, filters.page, { query: paymentsQuery(filters), pageSize: PAYMENTS_PAGE_SIZE }),
    call(api, paymentContracts.unplaced),
  ]);
  const rows = unplaced.status === 200 ? unplaced.body.data : [];
  // Children to offer instead, only when a payment needs it.
  const available = rows.some((r) => !r.resolvedAt)
    ? await call(api, childContracts.list, { query: { status: 'available', pageSize: 100 } })
    : null;
  return {
    filters: { ...filters, page },
    page: res.status === 200 ? res.body : null,
    unplaced: rows,
    available: available?.status === 200 ? available.body.data.map((c) => ({ _id: c._id, name: c.name })) : [],
  };
}

/** "Check now" and the settling of a payment needing action: forms posted here (they work before and without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentsAction(request, context.get(appContext).api);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'payments.title');

/** Every payment attempt, filtered by status in the URL; "Check now" asks the provider about a pending one. */
export default function Payments({ actionData }: Route.ComponentProps) {
  const { filters, page, unplaced, available } = useLoaderData<typeof loader>();
  const { t } = useAdminT('admin');
  const { t: ts } = useAdminT('sponsorshipStates');
  const url = useUrlState();
  const { toast, show } = useToast(6000);
  const { post } = useIntentPost(show);
  const [checking, setChecking] = useState<string | null>(null);
  /** What a "Check now" says: the status found, or that it did not go through (a refusal too). */
  const checked = (answer: PaymentsAnswer) =>
    answer.ok && answer.status
      ? t('payments.checked', { status: t(`payments.statuses.${answer.status}`) })
      : t('payments.checkFailed');

  async function check(payment: AdminPayment) {
    setChecking(payment._id);
    const answer = (await post({ intent: 'check', id: payment._id })) as PaymentsAnswer | null;
    setChecking(null);
    if (answer) show(checked(answer), answer.ok ? 'success' : 'error');
  }
  // A form posted without JavaScript: its answer in the words the toast says.
  const posted = actionData?.intent === 'check' ? { ...actionData, message: checked(actionData) } : actionData;

  const pages = page ? Math.max(1, Math.ceil(page.total / PAYMENTS_PAGE_SIZE)) : 1;
  return (
    <ManagerPage
      title={t('payments.title')}
      width=""
      toast={toast}
      filters={
        <FilterBar className="">
          <StatusField
            label={t('payments.status')}
            value={filters.status}
            onChange={(status) => url.set({ status: status === 'all' ? null : status })}
            statuses={paymentStatuses}
            name={(s) => (s === 'all' ? t('payments.allStatuses') : t(`payments.statuses.${s}`))}
          />
        </FilterBar>
      }
    >
      <div className="mt-6 space-y-4">
        <ActionAlert answer={posted} failed={ts('alreadyResolved')} />
        {unplaced.length > 0 && (
          <UnplacedSponsorships rows={unplaced} available={available} onError={(message) => show(message, 'error')} />
        )}
        {!page ? (
          <ReloadFailed title={t('payments.loadError')} />
        ) : (
          <ListPanel
            failed={false}
            failedText=""
            count={t('payments.total', { count: page.total })}
            countTestId="payments-total"
            empty={t('payments.empty')}
            isEmpty={page.data.length === 0}
            page={filters.page}
            pages={pages}
            onPage={toPage(url)}
          >
            <PaymentTable rows={page.data} checking={checking} onCheck={(p) => void check(p)} />
          </ListPanel>
        )}
      </div>
    </ManagerPage>
  );
}
