import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { childInputSchema } from '~/shared/schemas/child';
import { messageKey } from '~/shared/schemas/common';
import { TextArea, TextField } from '~/web/components/field';
import { ChildPhoto } from '~/web/components/child-photo';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { adminFetch } from '../api';
import { useImageChoice } from '../catalog/use-image-choice';
import type { AdminChild as Child } from '~/shared/schemas/child';
import { LanguageTabs } from '../translations/language-tabs';
import { useTranslations } from '../translations/use-translations';
import { childTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

type Values = { name: string; age: string; location: string; monthlySupport: string; needs: string; story: string };
type Field = keyof Values | 'photo';

const initialValues = (child: Child | null): Values => ({
  name: child?.name ?? '',
  age: child ? String(child.age) : '',
  location: child?.location ?? '',
  monthlySupport: child ? String(child.monthlySupport) : '',
  needs: child?.needs.join(', ') ?? '',
  story: child?.story ?? '',
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
  const fieldError = useFieldError();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState<Values>(() => initialValues(child));
  const [isSponsored, setIsSponsored] = useState(child?.isSponsored ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const photo = useImageChoice();
  const tr = useTranslations(translatableFields.child, child?.translations, childTranslationsSchema);

  useEffect(() => {
    sectionRef.current?.querySelector('input')?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [child]);

  const change = (field: keyof Values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((vals) => ({ ...vals, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = childInputSchema.safeParse({ ...values, isSponsored });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= fieldError(issue.message);
    // An empty number field would read as 0; SPEC makes monthly support required.
    if (!values.monthlySupport.trim())
      next.monthlySupport = fieldError(messageKey('required'), { field: t('sponsor.form.monthlySupport') });
    if (!child && !photo.file) next.photo = photo.error ?? fieldError(messageKey('child.photo'));
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next);
      tr.setLanguage('en');
      return;
    }
    const translations = tr.validate();
    if (translations === undefined) return;
    const body = new FormData();
    const data = parsed.data;
    body.set('name', data.name);
    body.set('age', String(data.age));
    body.set('location', data.location);
    body.set('story', data.story);
    body.set('needs', JSON.stringify(data.needs));
    body.set('monthlySupport', String(data.monthlySupport));
    body.set('isSponsored', String(data.isSponsored));
    body.set('translations', translations ? JSON.stringify(translations) : '');
    if (photo.file) body.set('photo', photo.file);
    setSaving(true);
    try {
      await adminFetch(child ? `/api/sponsors/${child._id}` : '/api/add/sponsors', {
        method: child ? 'PUT' : 'POST',
        body,
      });
      onSaved(child ? 'updated' : 'added');
    } catch (err) {
      console.error('Saving the child failed', err);
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) photo.refuse(err.message);
      onFailed();
      setSaving(false);
    }
  }

  const shownPhoto = photo.previewUrl ?? child?.photo ?? null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className="mb-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {child ? t('sponsor.form.editTitle') : t('sponsor.form.addTitle')}
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
                  label={t('sponsor.form.name')}
                  name="name"
                  required
                  maxLength={100}
                  value={values.name}
                  onChange={change('name')}
                  error={errors.name}
                />
                <TextField
                  label={t('sponsor.form.age')}
                  name="age"
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  required
                  value={values.age}
                  onChange={change('age')}
                  error={errors.age}
                />
                <TextField
                  label={t('sponsor.form.location')}
                  name="location"
                  required
                  maxLength={120}
                  value={values.location}
                  onChange={change('location')}
                  error={errors.location}
                />
                <TextField
                  label={t('sponsor.form.monthlySupport')}
                  name="monthlySupport"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  required
                  value={values.monthlySupport}
                  onChange={change('monthlySupport')}
                  error={errors.monthlySupport}
                />
                <TextField
                  label={t('sponsor.form.needs')}
                  name="needs"
                  required
                  maxLength={2000}
                  value={values.needs}
                  onChange={change('needs')}
                  error={errors.needs}
                  hint={t('sponsor.form.needsHint')}
                  className="md:col-span-2"
                />
                <TextArea
                  label={t('sponsor.form.story')}
                  name="story"
                  required
                  rows={4}
                  maxLength={5000}
                  value={values.story}
                  onChange={change('story')}
                  error={errors.story}
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
                      setErrors((errs) => ({ ...errs, photo: undefined }));
                    }}
                    error={errors.photo ?? photo.error}
                    hint={child ? t('sponsor.form.keepPhoto') : t('sponsor.form.photoHint')}
                    className="flex-1"
                  />
                  {(shownPhoto || child) && (
                    <ChildPhoto
                      name={values.name || child?.name || ''}
                      photo={shownPhoto}
                      alt={t('common.photoOf', { name: values.name || child?.name || '' })}
                      placeholderAlt={t('common.noPhotoOf', { name: values.name || child?.name || '' })}
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
                    checked={isSponsored}
                    onChange={(e) => setIsSponsored(e.currentTarget.checked)}
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
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <button
            type="submit"
            disabled={saving}
            className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {saving ? t('sponsor.form.saving') : child ? t('sponsor.form.update') : t('sponsor.form.save')}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('sponsor.form.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
