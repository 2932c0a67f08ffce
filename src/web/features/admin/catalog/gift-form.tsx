import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { catalogCategories, giftInputSchema } from '~/shared/schemas/gift';
import { SelectField, TextArea, TextField } from '~/web/components/field';
import { ResponsiveImage } from '~/web/components/responsive-image';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { adminFetch } from '../api';
import type { Gift } from './types';
import { useImageChoice } from './use-image-choice';
import { LanguageTabs } from '../translations/language-tabs';
import { useTranslations } from '../translations/use-translations';
import { giftTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

type Values = { name: string; description: string; price: string; category: string; quantity: string };
type Field = keyof Values | 'image';

const initialValues = (gift: Gift | null): Values => ({
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
  const fieldError = useFieldError();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(gift));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const image = useImageChoice();
  const tr = useTranslations(translatableFields.gift, gift?.translations, giftTranslationsSchema);
  const mode = gift ? 'updated' : 'added';

  useEffect(() => {
    // Opening the form (or switching the gift edited) takes focus to its first field.
    const first = sectionRef.current?.querySelector('input');
    first?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [gift]);

  // SPEC: an error clears when its field is edited.
  const change = (field: keyof Values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = giftInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= fieldError(issue.message);
      setErrors(next);
      tr.setLanguage('en');
      return;
    }
    const translations = tr.validate();
    if (translations === undefined) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(parsed.data)) body.set(k, String(v));
    body.set('translations', translations ? JSON.stringify(translations) : '');
    if (image.file) body.set('image', image.file);
    setSaving(true);
    try {
      await adminFetch(gift ? `/api/catalog/${gift._id}` : '/api/add/catalog', {
        method: gift ? 'PUT' : 'POST',
        body,
      });
      onSaved(mode);
    } catch (err) {
      console.error('Saving the gift failed', err);
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) image.refuse(err.message);
      onFailed(mode);
      setSaving(false);
    }
  }

  const shownImage = image.previewUrl ?? gift?.image ?? null;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {gift ? t('catalog.form.editTitle') : t('catalog.form.addTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <LanguageTabs
          selected={tr.language}
          onSelect={tr.setLanguage}
          invalid={{ ...tr.invalid, en: Object.values(errors).some(Boolean) }}
          panelClassName="grid gap-4 md:grid-cols-2"
          panel={(lang) =>
            lang === 'en' ? (
              <>
                <TextField
                  label={t('catalog.form.name')}
                  name="name"
                  required
                  maxLength={120}
                  value={values.name}
                  onChange={change('name')}
                  error={errors.name}
                />
                <SelectField
                  label={t('catalog.form.category')}
                  name="category"
                  value={values.category}
                  onChange={change('category')}
                  error={errors.category}
                >
                  {catalogCategories.map((c) => (
                    <option key={c} value={c}>
                      {t(`catalog.categories.${c}`)}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('catalog.form.price')}
                  name="price"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  required
                  value={values.price}
                  onChange={change('price')}
                  error={errors.price}
                />
                <TextField
                  label={t('catalog.form.quantity')}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  value={values.quantity}
                  onChange={change('quantity')}
                  error={errors.quantity}
                />
                <TextArea
                  label={t('catalog.form.description')}
                  name="description"
                  rows={3}
                  maxLength={2000}
                  value={values.description}
                  onChange={change('description')}
                  error={errors.description}
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
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? t('catalog.form.saving') : gift ? t('catalog.form.update') : t('catalog.form.save')}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('catalog.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
