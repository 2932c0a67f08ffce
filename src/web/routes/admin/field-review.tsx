import { useLoaderData } from 'react-router';
import type { Route } from './+types/field-review';
import { ReviewOutcome } from '~/web/features/admin/field/review-outcome';
import { actionAnswer, postedForm } from '~/web/features/admin/kit/route-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { StateLinks } from '~/web/features/admin/kit/state-links';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { ItemCard } from '~/web/features/admin/field/item-card';
import { type FieldItemStatus, fieldItemStatuses } from '~/shared/schemas/field';
import { fieldContracts } from '~/shared/contracts/field';
import { call } from '~/web/api/client';

function readStatus(params: URLSearchParams): FieldItemStatus {
  const status = params.get('status') ?? '';
  return (fieldItemStatuses as readonly string[]).includes(status) ? (status as FieldItemStatus) : 'submitted';
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const status = readStatus(new URL(request.url).searchParams);
  const res = await call(api, fieldContracts.items, { query: { status } });
  if (res.status === 401 || res.status === 403) throw new Response(null, { status: res.status });
  return { status, items: res.status === 200 ? res.body.data : null };
}

/** Approve, or return with a reason: forms posted here, with or without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const { value, intent, id } = await postedForm(request);
  const res =
    intent === 'approve'
      ? await call(api, fieldContracts.approve, { params: { id } })
      : await call(api, fieldContracts.return, { params: { id }, body: { reason: value('reason') } });
  return actionAnswer(intent, res);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.field_review');

/** What arrived from the field (docs/field.md#review): reports, photos and children's letters to approve or return. */
export default function FieldReviewScreen({ actionData }: Route.ComponentProps) {
  const { status, items } = useLoaderData<typeof loader>();
  const { t } = useAdminT('field');
  return (
    <ManagerPage title={t('screen.title')} intro={t('screen.intro')} width="max-w-5xl">
      <StateLinks
        label={t('screen.states')}
        states={fieldItemStatuses}
        current={status}
        to={(s) => `?status=${s}`}
        name={(s) => t(`screen.status.${s}`)}
      />
      <div className="mt-6 space-y-4">
        <ReviewOutcome answer={actionData} failed={t('screen.failed')} />
        {!items ? (
          <EmptyState title={t('screen.loadFailed')} />
        ) : items.length === 0 ? (
          <EmptyState title={t(`screen.none.${status}`)} />
        ) : (
          items.map((item) => <ItemCard key={item._id} item={item} />)
        )}
      </div>
    </ManagerPage>
  );
}
