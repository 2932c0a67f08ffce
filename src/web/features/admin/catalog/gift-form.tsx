import { catalogCategories, giftInputSchema } from '~/shared/schemas/gift';
import { SelectField, TextArea, TextField } from '~/web/components/field';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { FormActions, FormPanel } from '../kit/form-panel';
import { formBody, saveRecord, useSchemaForm } from '../kit/use-schema-form';
import type { Gift } from './types';
import { useImageChoice } from './use-image-choice';
import { LanguageTabs } from '../translations/language-tabs';
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
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) image.refuse(err.message);
      onFailed(mode);
    },
  });

  const shownImage = image.previewUrl ?? gift?.image ?? null;
  return (
    <FormPanel title={gift ? t('catalog.form.editTitle') : t('catalog.form.addTitle')} record={gift}>
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <LanguageTabs
          selected={tr.language}
          onSelect={tr.setLanguage}
          invalid={{ ...tr.invalid, en: form.invalid }}
          panelClassName="grid gap-4 md:grid-cols-2"
          panel={(lang) =>
            lang === 'en' ? (
              <>
                <TextField label={t('catalog.form.name')} required maxLength={120} {...form.field('name')} />
                <SelectField label={t('catalog.form.category')} {...form.field('category')}>
                  {catalogCategories.map((c) => (
                    <option key={c} value={c}>
                      {t(`catalog.categories.${c}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('catalog.form.price')}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  required
                  {...form.field('price')}
                />
                <TextField
                  label={t('catalog.form.quantity')}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  {...form.field('quantity')}
                />
                <TextArea
                  label={t('catalog.form.description')}
                  rows={3}
                  maxLength={2000}
                  {...form.field('description')}
                  className="md:col-span-2"
                />
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end md:col-span-2">
                  <TextField
                    label={t('catalog.form.image')}
                    name="image"
                    type="file"
                    accept="image/*"
                    onChange={image.onChange}
                    error={image.error}
                    hint={gift?.image ? t('catalog.form.keepImage') : t('catalog.form.imageHint')}
                    className="flex-1"
                  />
                  {shownImage && (
                    <ResponsiveImage
                      src={shownImage}
                      alt={t('catalog.form.preview')}
                      width={160}
                      height={120}
                      sizes="160px"
                      className="h-24 w-32 rounded-md border border-slate-200 object-cover"
                    />
                  )}
                </div>
              </>
            ) : (
              <>
                <TextField label={t('catalog.form.name')} maxLength={120} {...tr.field(lang, 'name')} />
                <TextArea
                  label={t('catalog.form.description')}
                  rows={3}
                  maxLength={2000}
                  {...tr.field(lang, 'description')}
                  className="md:col-span-2"
                />
                <p className="text-sm text-slate-600 md:col-span-2">{t('translations.otherFields')}</p>
              </>
            )
          }
        />
        <FormActions
          saving={form.saving}
          submit={gift ? t('catalog.form.update') : t('catalog.form.save')}
          savingLabel={t('catalog.form.saving')}
          cancel={t('catalog.form.cancel')}
          onCancel={onCancel}
        />
      </form>
    </FormPanel>
  );
}
