import { useState, type FormEvent } from 'react';
import { ApiError } from '~/web/api/client';
import { TextArea } from '~/web/components/field';
import { formatRwf } from '~/shared/format';
import type { StaffChildGift } from '~/shared/schemas/child-gift';
import { useAdminT } from '../admin-i18n';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';
import { adminCall } from '../api';
import { FormActions, FormPanel } from '../kit/form-panel';

/**
 * "Delivered": a few words for the sponsor and, optionally, a photo of the child with
 * the gift (kept private: the sponsor and staff only). Sent as multipart to
 * POST /api/child-gifts/:id/delivered; the sponsor is told as news of their child.
 */
export function DeliverForm({
  gift,
  onDone,
  onCancel,
}: {
  gift: StaffChildGift;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get('photo');
    if (photo instanceof File && photo.size === 0) form.delete('photo');
    setSaving(true);
    setError(null);
    try {
      await adminCall(childGiftStaffContracts.delivered, { params: { id: gift._id }, body: form });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : t('childGifts.deliverFailed'));
    } finally {
      setSaving(false);
    }
  }
  return (
    <FormPanel
      title={t('childGifts.deliverTitle', {
        child: gift.childName,
        kind: t(`childGifts.kinds.${gift.kind}`),
        amount: formatRwf(gift.amount, i18n.language),
      })}
      record={gift._id}
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-4" encType="multipart/form-data">
        {gift.note && (
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{t('childGifts.sponsorNote')}</span> {gift.note}
          </p>
        )}
        <TextArea
          label={t('childGifts.deliveryNote')}
          name="note"
          rows={3}
          maxLength={1000}
          hint={t('childGifts.deliveryNoteHint')}
        />
        <div>
          <label htmlFor={`photo-${gift._id}`} className="block text-sm font-medium text-slate-800">
            {t('childGifts.photo')}
          </label>
          <input
            id={`photo-${gift._id}`}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`photo-hint-${gift._id}`}
            className="mt-1 block w-full text-sm"
          />
          <p id={`photo-hint-${gift._id}`} className="mt-1 text-sm text-slate-600">
            {t('childGifts.photoHint')}
          </p>
        </div>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        <FormActions
          saving={saving}
          submit={t('childGifts.markDelivered')}
          savingLabel={t('childGifts.saving')}
          cancel={t('childGifts.cancel')}
          onCancel={onCancel}
        />
      </form>
    </FormPanel>
  );
}
