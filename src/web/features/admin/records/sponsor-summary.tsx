import { useEffect, useState } from 'react';
import { formatRwf } from '~/shared/format';
import type { AdminChild } from '~/shared/schemas/child';
import type { SponsorshipRecord } from '~/shared/schemas/sponsorship-record';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { sponsorshipContracts } from '~/shared/contracts/sponsorships';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/** Under a sponsored child's status: who sponsors them, how to reach them, since when; and their payments. */
export function SponsorSummary({ child }: { child: AdminChild }) {
  const { t, i18n } = useAdminT('records');
  const timeZone = useOrgTimeZone();
  const [open, setOpen] = useState(false);
  const s = child.sponsor;
  return (
    <div className="mt-2 space-y-0.5 text-xs text-slate-700" data-testid="sponsor-summary">
      {s ? (
        <>
          <p className="font-semibold text-slate-900">{s.name}</p>
          <a href={mailtoHref(s.email)} className="block break-all text-brand-800 underline">
            {s.email}
          </a>
          {s.phone && (
            <a href={`tel:${s.phone}`} className="block text-brand-800 underline">
              {s.phone}
            </a>
          )}
          <p>{t('sponsor.since', { date: formatStamp(s.since, i18n.language, timeZone) })}</p>
        </>
      ) : (
        child.isSponsored && <p>{t('sponsor.byHand')}</p>
      )}
      {child.sponsorErasedAt && (
        <p className="font-semibold text-amber-900" data-testid="sponsor-erased">
          {t('sponsor.erasedSponsor', { date: formatStamp(child.sponsorErasedAt, i18n.language, timeZone) })}
        </p>
      )}
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        aria-label={t('sponsor.paymentsOf', { name: child.name })}
      >
        {t('sponsor.payments')}
      </button>
      {open && <SponsorPayments child={child} onClose={() => setOpen(false)} />}
    </div>
  );
}

function SponsorPayments({ child, onClose }: { child: AdminChild; onClose: () => void }) {
  const { t, i18n } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const timeZone = useOrgTimeZone();
  const [rows, setRows] = useState<SponsorshipRecord[] | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    adminCall(sponsorshipContracts.payments, { params: { id: child._id } }).then(
      (body) => live && setRows(body.data),
      () => live && setRows('failed'),
    );
    return () => {
      live = false;
    };
  }, [child._id]);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sponsor.paymentsTitle', { name: child.name })}
      closeLabel={admin('common.close')}
    >
      {rows === null ? (
        <p role="status">{admin('common.loading')}</p>
      ) : rows === 'failed' ? (
        <Alert tone="error" title={t('sponsor.paymentsFailed')} />
      ) : rows.length === 0 ? (
        <p>{t('sponsor.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((p) => (
            <li key={p._id} className="py-2">
              <p className="flex justify-between gap-3">
                <span className="font-semibold">{p.sponsorName}</span>
                <span className="font-semibold tabular-nums">{formatRwf(p.amount, i18n.language)}</span>
              </p>
              <p className="text-slate-700">
                <a className="underline" href={mailtoHref(p.sponsorEmail)}>
                  {p.sponsorEmail}
                </a>{' '}
                · {p.sponsorPhone}
              </p>
              <p className="text-slate-600">
                {formatStamp(p.date, i18n.language, timeZone)} · {t(`frequency.${p.paymentFrequency}`)} ·{' '}
                {t(`methods.${p.paymentMethod}`, { defaultValue: p.paymentMethod })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
