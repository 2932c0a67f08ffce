import type { AdminChild } from '~/shared/schemas/child';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ConfirmButtons } from '../kit/confirm-buttons';

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
          <div className="mt-5">
            <ConfirmButtons
              size="sm"
              cancel={t('toggle.cancel')}
              confirm={
                held ? states('release') : t(toSponsored ? 'toggle.confirmSponsored' : 'toggle.confirmAvailable')
              }
              onCancel={onCancel}
              onConfirm={() => onConfirm(child)}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
