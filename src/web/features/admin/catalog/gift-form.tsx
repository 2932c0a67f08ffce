import { catalogCategories } from '~/shared/schemas/gift';
import { RecordImage } from '../kit/record-image';
import { useAdminT } from '../admin-i18n';
import { type FieldSpec, Fields } from '../kit/fields';
import { ImageField } from '../kit/image-field';
import { FormPanel } from '../kit/form-panel';
import { RecordForm, type RecordFormEvents, useRecordForm } from '../kit/record-form';
import type { Gift } from './types';
import { ChoiceField } from '../kit/choice-field';

const initialValues = (gift: Gift | null) => ({
  name: gift?.name ?? '',
  description: gift?.description ?? '',
  price: gift ? String(gift.price) : '',
  category: gift?.category ?? 'education',
  quantity: gift ? String(gift.quantity) : '0',
});

/**
 * The gift form: add mode without a gift, edit mode with one (docs/product.md#states-and-transitions).
 * Validated in the browser with the API's own schema; `noValidate` so docs/product.md's
 * messages show instead of the browser's bubbles.
 */
export function GiftForm({ gift, onSaved, onFailed, onCancel }: { gift: Gift | null } & RecordFormEvents) {
  const { t } = useAdminT('adminContent');
  const recordForm = useRecordForm({
    kind: 'gift',
    record: gift,
    initial: () => initialValues(gift),
    onSaved,
    onFailed,
  });
  const { form, image } = recordForm;
  const label = (name: string) => t(`catalog.form.${name}`);
  const name: FieldSpec = {
    name: 'name',
    label: label('name'),
    translated: true,
    input: { required: true, maxLength: 120 },
  };
  const numbers: FieldSpec[] = [
    {
      name: 'price',
      label: label('price'),
      input: { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', required: true },
    },
    {
      name: 'quantity',
      label: label('quantity'),
      input: { type: 'number', inputMode: 'numeric', step: '1', min: '0' },
    },
  ];
  const description: FieldSpec = {
    name: 'description',
    label: label('description'),
    rows: 3,
    className: 'md:col-span-2',
    translated: true,
    input: { maxLength: 2000 },
  };

  const shownImage = image.previewUrl ?? gift?.image ?? null;
  return (
    <FormPanel title={gift ? label('editTitle') : label('addTitle')} record={gift}>
      <RecordForm
        form={recordForm}
        submit={gift ? label('update') : label('save')}
        onCancel={onCancel}
        other={[name, description]}
        english={
          <>
            <Fields specs={[name]} bind={form.field} />
            <ChoiceField
              label={label('category')}
              {...form.field('category')}
              choices={catalogCategories}
              words={(c) => t(`catalog.categories.${c}`)}
            />
            <Fields specs={[...numbers, description]} bind={form.field} />
            <ImageField
              label={label('image')}
              name="image"
              choice={image}
              hint={gift?.image ? label('keepImage') : label('imageHint')}
              preview={
                shownImage && (
                  <RecordImage
                    src={shownImage}
                    shape="giftThumb"
                    alt={label('preview')}
                    sizes="160px"
                    className="h-24 w-32 rounded-md border border-slate-200 object-cover"
                  />
                )
              }
            />
          </>
        }
      />
    </FormPanel>
  );
}
