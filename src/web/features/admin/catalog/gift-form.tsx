import { catalogCategories, giftInputSchema } from '~/shared/schemas/gift';
import { SelectField } from '~/web/components/field';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useAdminT } from '../admin-i18n';
import { type FieldSpec, Fields, TabbedForm, TranslatedFields } from '../kit/fields';
import { FormActions, FormPanel } from '../kit/form-panel';
import { ImageField, refusedImage } from '../kit/image-field';
import { formBody, saveRecord, useSchemaForm } from '../kit/use-schema-form';
import type { Gift } from './types';
import { useImageChoice } from './use-image-choice';
import { useTranslations } from '../translations/use-translations';
import { giftTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

const initialValues = (gift: Gift | null) => ({
  name: gift?.name ?? '',
  description: gift?.description ?? '',
  price: gift ? String(gift.price) : '',
  category: gift?.category ?? 'education',
  quantity: gift ? String(gift.quantity) : '0',
});

/**
 * The gift form: add mode without a gift, edit mode with one (SPEC section 4).
 * Validated in the browser with the API's own schema; `noValidate` so the SPEC's
 * messages show instead of the browser's bubbles.
 */
export function GiftForm({
  gift,
  onSaved,
  onFailed,
  onCancel,
}: {
  gift: Gift | null;
  onSaved: (mode: 'added' | 'updated') => void;
  onFailed: (mode: 'added' | 'updated') => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const image = useImageChoice();
  const tr = useTranslations(translatableFields.gift, gift?.translations, giftTranslationsSchema);
  const mode = gift ? 'updated' : 'added';
  const form = useSchemaForm({
    schema: giftInputSchema,
    initial: () => initialValues(gift),
    translations: tr,
    send: (data, translations) =>
      saveRecord(
        gift,
        { add: '/api/add/catalog', item: (id) => `/api/catalog/${id}` },
        formBody({ ...data, translations, image: image.file ?? undefined }),
      ),
    onSaved: () => onSaved(mode),
    onFailed: (err) => {
      refusedImage(err, image);
      onFailed(mode);
    },
  });
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
      <TabbedForm
        onSubmit={form.onSubmit}
        tr={tr}
        invalid={form.invalid}
        panelClassName="grid gap-4 md:grid-cols-2"
        english={
          <>
            <Fields specs={[name]} bind={form.field} />
            <SelectField label={label('category')} {...form.field('category')}>
              {catalogCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`catalog.categories.${c}`)}
                </option>
              ))}
            </SelectField>
            <Fields specs={[...numbers, description]} bind={form.field} />
            <ImageField
              label={label('image')}
              name="image"
              choice={image}
              hint={gift?.image ? label('keepImage') : label('imageHint')}
              preview={
                shownImage && (
                  <ResponsiveImage
                    src={shownImage}
                    alt={label('preview')}
                    width={160}
                    height={120}
                    sizes="160px"
                    className="h-24 w-32 rounded-md border border-slate-200 object-cover"
                  />
                )
              }
            />
          </>
        }
        other={(lang) => (
          <TranslatedFields
            specs={[name, description]}
            tr={tr}
            lang={lang}
            note={<p className="text-sm text-slate-600 md:col-span-2">{t('translations.otherFields')}</p>}
          />
        )}
      >
        <FormActions
          saving={form.saving}
          submit={gift ? label('update') : label('save')}
          savingLabel={label('saving')}
          cancel={label('cancel')}
          onCancel={onCancel}
        />
      </TabbedForm>
    </FormPanel>
  );
}
