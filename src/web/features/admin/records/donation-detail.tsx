import { useEffect, useState } from 'react';
import { formatRwf } from '~/shared/format';
import type { DonationDetail } from '~/shared/schemas/donation-record';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { DonorMarks } from './donor-marks';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/** One donation: donor and contact, method, reference, payment, receipt; fetched when opened. */
export function DonationDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const timeZone = useOrgTimeZone();
  const [state, setState] = useState<{ id: string; detail: DonationDetail | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    adminFetch<{ data: DonationDetail }>(`/api/donations/${id}`).then(
      (body) => live && setState({ id, detail: body.data, failed: false }),
      () => live && setState({ id, detail: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const current = state && state.id === id ? state : null;
  const d = current?.detail;
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-3 gap-2 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('detail.title')} closeLabel={admin('common.close')}>
      {!current ? (
        <p role="status">{admin('common.loading')}</p>
      ) : !d ? (
        <Alert tone="error" title={t('detail.loadError')} />
      ) : (
        <div data-testid="donation-detail">
          <p className="text-lg font-semibold text-slate-900">
            {d.donor.firstName} {d.donor.lastName}
            <DonorMarks anonymous={d.anonymous} offline={d.offline} />
          </p>
          <dl className="mt-2 divide-y divide-slate-100">
            {row(t('detail.reference'), <span className="font-mono">{d.reference}</span>)}
            {row(t('detail.amount'), formatRwf(d.amount, i18n.language))}
            {row(t('detail.method'), admin(`donations.methods.${d.method}`))}
            {row(t('detail.for'), d.target)}
            {row(t('detail.date'), formatStamp(d.date, i18n.language, timeZone))}
            {row(
              t('detail.email'),
              d.donor.email ? (
                <a className="text-brand-800 underline" href={mailtoHref(d.donor.email)}>
                  {d.donor.email}
                </a>
              ) : (
                '—'
              ),
            )}
            {row(
              t('detail.phone'),
              d.donor.phone ? (
                <a className="text-brand-800 underline" href={`tel:${d.donor.phone}`}>
                  {d.donor.phone}
                </a>
              ) : (
                '—'
              ),
            )}
            {d.payment &&
              row(
                t('detail.payment'),
                [
                  t(`detail.status.${d.payment.status}`, { defaultValue: d.payment.status }),
                  d.payment.provider,
                  d.payment.providerRef,
                  d.payment.cardLast4 && `•••• ${d.payment.cardLast4}`,
                ]
                  .filter(Boolean)
                  .join(' · '),
              )}
            {row(t('detail.receipt'), t(`detail.receipts.${d.receipt}`))}
            {d.offlineRecord && row(t('detail.receivedOn'), d.offlineRecord.receivedOn)}
            {d.offlineRecord && row(t('detail.recordedBy'), d.offlineRecord.recordedBy ?? '—')}
            {d.offlineRecord?.note && row(t('detail.note'), d.offlineRecord.note)}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
