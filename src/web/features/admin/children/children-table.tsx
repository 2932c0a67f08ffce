import type { ReactNode } from 'react';
import { formatRwfNumber } from '~/shared/format';
import { ChildPhoto } from '~/web/components/child-photo';
import { useAdminT } from '../admin-i18n';
import { PencilIcon, SwapIcon, TrashIcon } from '../catalog/icons';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { DemoBadge } from '../site-settings/demo-content';
import { SponsorSummary } from '../records/sponsor-summary';

const iconButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-200 bg-white hover:bg-slate-50';
const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

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
  return (
    // `relative` keeps the sr-only texts (absolutely positioned) inside the scroller, so
    // they do not widen the page on a phone.
    <div
      role="region"
      aria-label={t('common.tableScroll', { name: caption })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="min-w-[56rem] w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {['photo', 'name', 'age', 'story', 'location', 'monthlySupport', 'status', 'actions'].map((k) => (
              <th key={k} scope="col" className={th}>
                {t(`sponsor.columns.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((child) => (
            <tr key={child._id}>
              <td className={td}>
                <ChildPhoto
                  name={child.name}
                  photo={child.photo}
                  alt=""
                  width={48}
                  height={48}
                  sizes="48px"
                  className="h-12 w-12 rounded-full bg-slate-100 object-cover"
                />
              </td>
              <th scope="row" className={`${td} text-left font-semibold text-slate-900`}>
                {child.name}
                <DemoBadge id={child._id} />
              </th>
              <td className={td}>{child.age}</td>
              <td className={`${td} max-w-xs`}>
                <p className="line-clamp-3 text-slate-700">{child.story}</p>
              </td>
              <td className={td}>{child.location}</td>
              <td className={`${td} whitespace-nowrap`}>
                {t('sponsor.amount', { amount: formatRwfNumber(child.monthlySupport, i18n.language) })}
              </td>
              <td className={td}>
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
                      ? t('sponsor.sponsored')
                      : t('sponsor.available')}
                </span>
                <SponsorSummary child={child} />
              </td>
              <td className={td}>
                <div className="flex gap-2">
                  <IconButton label={t('sponsor.edit', { name: child.name })} onClick={() => onEdit(child)}>
                    <PencilIcon />
                  </IconButton>
                  <IconButton
                    label={t(child.isSponsored ? 'sponsor.markAvailable' : 'sponsor.markSponsored', {
                      name: child.name,
                    })}
                    onClick={() => onToggle(child)}
                  >
                    <SwapIcon />
                  </IconButton>
                  <IconButton label={t('sponsor.delete', { name: child.name })} onClick={() => onDelete(child)} danger>
                    <TrashIcon />
                  </IconButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IconButton({
  label,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`${iconButton} ${danger ? 'text-red-700' : 'text-brand-700'}`}
    >
      {children}
    </button>
  );
}
