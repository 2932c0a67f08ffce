import { useEffect, useState } from 'react';
import { formatRwf } from '~/shared/format';
import type { DonationDetail } from '~/shared/schemas/donation-record';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { donationContracts } from '~/shared/contracts/donations';
import { DonorMarks } from './donor-marks';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';
import { DetailList } from '../kit/panel';

/** One donation: donor and contact, method, reference, payment, receipt; fetched when opened. */
export function DonationDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useAdminT('records');
  const admin = useAdminT('admin').t;
  const timeZone = useOrgTimeZone();
  const [state, setState] = useState<{ id: string; detail: DonationDetail | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    adminCall(donationContracts.one, { params: { id } }).then(
      (body) => live && setState({ id, detail: body.data, failed: false }),
      () => live && setState({ id, detail: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const current = state && state.id === id ? state : null;
  const d = current?.detail;
  const contact = (value: string | null | undefined, href: string) =>
    value ? (
      <a className="text-brand-800 underline" href={href}>
        {value}
      </a>
    ) : (
      '—'
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
          <DetailList
            className="mt-2 divide-y divide-slate-100"
            rowClassName="grid grid-cols-3 gap-2 py-2"
            labelClassName="text-sm text-slate-600"
            valueClassName="col-span-2 text-sm break-words text-slate-900"
            rows={(
              [
                [
                  'reference',
                  <span key="ref" className="font-mono">
                    {d.reference}
                  </span>,
                ],
                ['amount', formatRwf(d.amount, i18n.language)],
                ['method', admin(`donations.methods.${d.method}`)],
                ['for', d.target],
                ['date', formatStamp(d.date, i18n.language, timeZone)],
                ['email', contact(d.donor.email, mailtoHref(d.donor.email))],
                ['phone', contact(d.donor.phone, `tel:${d.donor.phone}`)],
                [
                  'payment',
                  !!d.payment &&
                    [
                      t(`detail.status.${d.payment.status}`, { defaultValue: d.payment.status }),
                      d.payment.provider,
                      d.payment.providerRef,
                      d.payment.cardLast4 && `•••• ${d.payment.cardLast4}`,
                    ]
                      .filter(Boolean)
                      .join(' · '),
                ],
                ['receipt', t(`detail.receipts.${d.receipt}`)],
                ['receivedOn', !!d.offlineRecord && d.offlineRecord.receivedOn],
                ['recordedBy', !!d.offlineRecord && (d.offlineRecord.recordedBy ?? '—')],
                ['note', d.offlineRecord?.note || false],
              ] as const
            ).map(([key, value]) => [key, t(`detail.${key}`), value] as const)}
          />
        </div>
      )}
    </Dialog>
  );
}
