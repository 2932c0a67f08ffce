import { formatRwfNumber } from '~/shared/format';
import { ChildPhoto } from '~/web/components/child-photo';
import { useAdminT } from '../admin-i18n';
import { PencilIcon, SwapIcon, TrashIcon } from '../catalog/icons';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { IconButton } from '../kit/button';
import { IntentForm } from '../kit/intent-post';
import { type Column, DataTable } from '../kit/data-table';
import { DemoBadge } from '../site-settings/demo-content';
import { SponsorSummary } from '../records/sponsor-summary';
import { LeaveLink, ListingBadge } from './listing-badge';

/** The toggle's posted value (docs/product.md): the opposite of the child's current one. */
export const toggleFields = (child: Child) => ({ isSponsored: String(!child.isSponsored) });

/** The children table; on narrow screens it scrolls sideways inside its own focusable region. */
export function ChildrenTable({
  rows,
  caption,
  onEdit,
  onToggle,
  onDelete,
}: {
  rows: Child[];
  caption: string;
  onEdit: (child: Child) => void;
  onToggle: (child: Child) => void;
  onDelete: (child: Child) => void;
}) {
  const { t, i18n } = useAdminT('adminContent');
  const states = useAdminT('sponsorshipStates').t;
  const column = (key: string, cell: Column<Child>['cell'], more: Partial<Column<Child>> = {}): Column<Child> => ({
    key,
    header: t(`children.columns.${key}`),
    cell,
    ...more,
  });
  const columns = [
    column('photo', (child) => (
      <ChildPhoto
        name={child.name}
        photo={child.photo}
        alt=""
        width={48}
        height={48}
        sizes="48px"
        className="h-12 w-12 rounded-full bg-slate-100 object-cover"
      />
    )),
    column(
      'name',
      (child) => (
        <>
          {child.name}
          <DemoBadge id={child._id} />
          <ListingBadge child={child} />
        </>
      ),
      { rowHeader: true },
    ),
    column('age', (child) => child.age),
    column('story', (child) => <p className="line-clamp-3 text-slate-700">{child.story}</p>, { className: 'max-w-xs' }),
    column('location', (child) => child.location),
    column(
      'monthlySupport',
      (child) => t('children.amount', { amount: formatRwfNumber(child.monthlySupport, i18n.language) }),
      { className: 'whitespace-nowrap' },
    ),
    column('status', (child) => (
      <>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${
            child.state === 'held'
              ? 'bg-sky-100 text-sky-900'
              : child.isSponsored
                ? 'bg-green-100 text-green-900'
                : 'bg-amber-100 text-amber-900'
          }`}
        >
          {child.state === 'held'
            ? states('states.held')
            : child.isSponsored
              ? t('children.sponsored')
              : t('children.available')}
        </span>
        <SponsorSummary child={child} />
      </>
    )),
    column('actions', (child) => (
      <div className="flex gap-2">
        <IconButton label={t('children.edit', { name: child.name })} onClick={() => onEdit(child)}>
          <PencilIcon />
        </IconButton>
        {/* Forms posted to the screen's action before the script has loaded; after, a confirmation first. */}
        <IntentForm intent="toggle" id={child._id} fields={toggleFields(child)} onPost={() => onToggle(child)}>
          <IconButton
            type="submit"
            label={t(child.isSponsored ? 'children.markAvailable' : 'children.markSponsored', { name: child.name })}
          >
            <SwapIcon />
          </IconButton>
        </IntentForm>
        <IntentForm intent="delete" id={child._id} onPost={() => onDelete(child)}>
          <IconButton type="submit" label={t('children.delete', { name: child.name })} danger>
            <TrashIcon />
          </IconButton>
        </IntentForm>
        <LeaveLink child={child} />
      </div>
    )),
  ];
  return (
    <DataTable
      rows={rows}
      rowKey={(child) => child._id}
      columns={columns}
      caption={caption}
      phone="scroll"
      minWidth="min-w-[56rem]"
      dense
    />
  );
}
