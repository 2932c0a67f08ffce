import { useState } from 'react';
import { TextArea } from '~/web/components/field';
import { formatRwf } from '~/shared/format';
import { childGiftDeliveredFieldsSchema, type StaffChildGift } from '~/shared/schemas/child-gift';
import { useAdminT } from '../admin-i18n';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';
import { adminCall } from '../api';
import { FormActions, FormPanel } from '../kit/form-panel';
import { failureOf, useSchemaForm } from '../kit/use-schema-form';

/**
 * "Delivered": a few words for the sponsor and, optionally, a photo of the child with
 * the gift (kept private: the sponsor and staff only). Checked with the API's own schema, sent as multipart to
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: childGiftDeliveredFieldsSchema,
    read: (el) => ({ note: String(new FormData(el).get('note') ?? '') }),
    send: async (_data, _translations, _values, el) => {
      setFailure(null);
      const body = new FormData(el);
      const photo = body.get('photo');
      if (photo instanceof File && photo.size === 0) body.delete('photo');
      await adminCall(childGiftStaffContracts.delivered, { params: { id: gift._id }, body });
    },
    onSaved: onDone,
    onFailed: (err) => setFailure(failureOf(err, t('childGifts.deliverFailed')).message),
  });
  return (
    <FormPanel
      title={t('childGifts.deliverTitle', {
        child: gift.childName,
        kind: t(`childGifts.kinds.${gift.kind}`),
        amount: formatRwf(gift.amount, i18n.language),
      })}
      record={gift._id}
    >
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate className="space-y-4" encType="multipart/form-data">
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
          error={form.errors.note}
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
        {failure && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
        <FormActions
          saving={form.saving}
          submit={t('childGifts.markDelivered')}
          savingLabel={t('childGifts.saving')}
          cancel={t('childGifts.cancel')}
          onCancel={onCancel}
        />
      </form>
    </FormPanel>
  );
}
