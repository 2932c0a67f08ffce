import type { AdminChild } from '~/shared/schemas/child';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';

const button = 'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-sm font-semibold';

/**
 * Before staff mark a child sponsored or available by hand: says what it does (the child
 * leaves or joins the public sponsorship page; no payment is taken or refunded).
 */
export function ConfirmToggle({
  child,
  onCancel,
  onConfirm,
}: {
  child: AdminChild | null;
  onCancel: () => void;
  onConfirm: (child: AdminChild) => void;
}) {
  const { t } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const states = useAdminT('sponsorshipStates').t;
  const toSponsored = child ? !child.isSponsored : false;
  const held = child?.state === 'held';
  return (
    <Dialog
      open={child !== null}
      onClose={onCancel}
      title={child ? t(toSponsored ? 'toggle.titleSponsored' : 'toggle.titleAvailable', { name: child.name }) : ''}
      closeLabel={admin('common.close')}
    >
      {child && (
        <>
          <p className="text-slate-800">
            {t(toSponsored ? 'toggle.whatSponsored' : 'toggle.whatAvailable', { name: child.name })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('toggle.noMoney')}</p>
          {held && <p className="mt-2 text-sm text-amber-900">{states('releaseConfirm', { name: child.name })}</p>}
          {!toSponsored && child.sponsor && (
            <p className="mt-2 text-sm text-amber-900">{t('toggle.sponsorKept', { sponsor: child.sponsor.name })}</p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={onCancel}
              className={`${button} border border-slate-300 bg-white text-slate-800`}
            >
              {t('toggle.cancel')}
            </button>
            <button
              type="button"
              onClick={() => onConfirm(child)}
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {held ? states('release') : t(toSponsored ? 'toggle.confirmSponsored' : 'toggle.confirmAvailable')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
