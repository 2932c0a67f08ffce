import { childInputSchema } from '~/shared/schemas/child';
import { v } from '~/shared/schemas/common';
import { TextArea, TextField } from '~/web/components/field';
import { ChildPhoto } from '~/web/components/child-photo';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { useImageChoice } from '../catalog/use-image-choice';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { FormActions, FormPanel } from '../kit/form-panel';
import { formBody, saveRecord, useSchemaForm } from '../kit/use-schema-form';
import { LanguageTabs } from '../translations/language-tabs';
import { useTranslations } from '../translations/use-translations';
import { childTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

const initialValues = (child: Child | null) => ({
  name: child?.name ?? '',
  age: child ? String(child.age) : '',
  location: child?.location ?? '',
  monthlySupport: child ? String(child.monthlySupport) : '',
  needs: child?.needs.join(', ') ?? '',
  story: child?.story ?? '',
  isSponsored: String(child?.isSponsored ?? false),
});

/** Add mode without a child (photo required), edit mode with one (the photo is kept unless replaced). */
export function ChildForm({
  child,
  onSaved,
  onFailed,
  onCancel,
}: {
  child: Child | null;
  onSaved: (mode: 'added' | 'updated') => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const photo = useImageChoice();
  const tr = useTranslations(translatableFields.child, child?.translations, childTranslationsSchema);
  const form = useSchemaForm({
    schema: childInputSchema,
    initial: () => initialValues(child),
    input: (values) => ({ ...values, isSponsored: values.isSponsored === 'true' }),
    check: (values, fieldError) => ({
      // An empty number field would read as 0; SPEC makes monthly support required.
      monthlySupport: values.monthlySupport.trim()
        ? undefined
        : fieldError(v('required'), { field: t('sponsor.form.monthlySupport') }),
      photo: child || photo.file ? undefined : (photo.error ?? fieldError(v('child.photo'))),
    }),
    translations: tr,
    send: (data, translations) =>
      saveRecord(
        child,
        { add: '/api/add/sponsors', item: (id) => `/api/sponsors/${id}` },
        formBody({ ...data, translations, photo: photo.file ?? undefined }),
      ),
    onSaved: () => onSaved(child ? 'updated' : 'added'),
    onFailed: (err) => {
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) photo.refuse(err.message);
      onFailed();
    },
  });
  const { values } = form;

  const shownPhoto = photo.previewUrl ?? child?.photo ?? null;
  const shownName = values.name || child?.name || '';
  return (
    <FormPanel title={child ? t('sponsor.form.editTitle') : t('sponsor.form.addTitle')} record={child}>
      <form noValidate onSubmit={form.onSubmit} className="space-y-4">
        <LanguageTabs
          selected={tr.language}
          onSelect={tr.setLanguage}
          invalid={{ ...tr.invalid, en: form.invalid }}
          panelClassName="grid gap-4 md:grid-cols-2"
          panel={(lang) =>
            lang === 'en' ? (
              <>
                <TextField label={t('sponsor.form.name')} required maxLength={100} {...form.field('name')} />
                <TextField
                  label={t('sponsor.form.age')}
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  required
                  {...form.field('age')}
                />
                <TextField label={t('sponsor.form.location')} required maxLength={120} {...form.field('location')} />
                <TextField
                  label={t('sponsor.form.monthlySupport')}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  required
                  {...form.field('monthlySupport')}
                />
                <TextField
                  label={t('sponsor.form.needs')}
                  required
                  maxLength={2000}
                  {...form.field('needs')}
                  hint={t('sponsor.form.needsHint')}
                  className="md:col-span-2"
                />
                <TextArea
                  label={t('sponsor.form.story')}
                  required
                  rows={4}
                  maxLength={5000}
                  {...form.field('story')}
                  className="md:col-span-2"
                />
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end md:col-span-2">
                  <TextField
                    label={t('sponsor.form.photo')}
                    name="photo"
                    type="file"
                    accept="image/*"
                    required={!child}
                    onChange={(e) => {
                      photo.onChange(e);
                      form.setError('photo', undefined);
                    }}
                    error={form.errors.photo ?? photo.error}
                    hint={child ? t('sponsor.form.keepPhoto') : t('sponsor.form.photoHint')}
                    className="flex-1"
                  />
                  {(shownPhoto || child) && (
                    <ChildPhoto
                      name={shownName}
                      photo={shownPhoto}
                      alt={t('common.photoOf', { name: shownName })}
                      placeholderAlt={t('common.noPhotoOf', { name: shownName })}
                      width={96}
                      height={96}
                      sizes="96px"
                      className="h-24 w-24 rounded-full border border-slate-200 object-cover"
                    />
                  )}
                </div>
                <label className="flex min-h-11 items-center gap-3 text-slate-800 md:col-span-2">
                  <input
                    type="checkbox"
                    name="isSponsored"
                    checked={values.isSponsored === 'true'}
                    onChange={(e) => form.set('isSponsored', String(e.currentTarget.checked))}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {t('sponsor.form.isSponsored')}
                </label>
              </>
            ) : (
              <>
                <TextField label={t('sponsor.form.location')} maxLength={120} {...tr.field(lang, 'location')} />
                <TextField
                  label={t('sponsor.form.needs')}
                  maxLength={2000}
                  hint={t('sponsor.form.needsHint')}
                  {...tr.field(lang, 'needs')}
                  className="md:col-span-2"
                />
                <TextArea
                  label={t('sponsor.form.story')}
                  rows={4}
                  maxLength={5000}
                  {...tr.field(lang, 'story')}
                  className="md:col-span-2"
                />
                <p className="text-sm text-slate-600 md:col-span-2">{t('translations.otherFields')}</p>
              </>
            )
          }
        />
        <FormActions
          saving={form.saving}
          submit={child ? t('sponsor.form.update') : t('sponsor.form.save')}
          savingLabel={t('sponsor.form.saving')}
          cancel={t('sponsor.form.cancel')}
          onCancel={onCancel}
        />
      </form>
    </FormPanel>
  );
}
