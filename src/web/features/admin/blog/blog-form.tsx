import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { blogPostInputSchema, blogTypes } from '~/shared/schemas/blog';
import { Alert } from '~/web/components/alert';
import { SelectField, TextArea, TextField } from '~/web/components/field';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { adminFetch } from '../api';
import { useImageChoice } from '../catalog/use-image-choice';
import { BlogImagePreview } from './blog-image-preview';
import type { BlogPost } from './types';
import { BlogTranslationFields } from './blog-translation-fields';
import { LanguageTabs } from '../translations/language-tabs';
import { useTranslations } from '../translations/use-translations';
import { postTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

// ProseMirror and TipTap arrive only when this form opens (their own chunk).
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor'));

type Values = {
  title: string;
  excerpt: string;
  category: string;
  type: 'article' | 'video';
  videoId: string;
  tags: string;
  content: string;
};
type Field = keyof Values | 'image';

const initialValues = (post: BlogPost | null): Values => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  category: post?.category ?? '',
  type: post?.type ?? 'article',
  videoId: post?.videoId ?? '',
  tags: post?.tags.join(', ') ?? '',
  content: post?.content ?? '',
});

/** Add mode without a post, edit mode with one; SPEC section 5's blog rules. */
export function BlogForm({
  post,
  onSaved,
  onCancel,
}: {
  post: BlogPost | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const fieldError = useFieldError();
  const ids = useId();
  const [values, setValues] = useState<Values>(() => initialValues(post));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const image = useImageChoice();
  const tr = useTranslations(translatableFields.post, post?.translations, postTranslationsSchema);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };
  const text = (field: keyof Values) => (e: { currentTarget: { value: string } }) =>
    set(field, e.currentTarget.value as never);

  // SPEC: submit stays disabled while any of these is empty, or while saving.
  const incomplete = !values.title.trim() || !values.content || !values.excerpt.trim() || !values.category.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (incomplete || saving) return;
    const input = { ...values, videoId: values.type === 'video' ? values.videoId.trim() : '' };
    const parsed = blogPostInputSchema.safeParse(input);
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
    for (const key of ['title', 'excerpt', 'content', 'category', 'type', 'tags', 'videoId'] as const)
      body.set(key, input[key]);
    body.set('translations', translations ? JSON.stringify(translations) : '');
    if (image.file) body.set('image', image.file);
    setSaving(true);
    setFailure(null);
    try {
      await adminFetch(post ? `/api/blog/${post._id}` : '/api/add/blog', { method: post ? 'PUT' : 'POST', body });
      onSaved();
    } catch (err) {
      // SPEC: failures are logged; staff also get a short reason.
      console.error('Saving the blog post failed', err);
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) image.refuse(err.message);
      setFailure(t('blog.errors.save', { reason }));
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LanguageTabs
        selected={tr.language}
        onSelect={tr.setLanguage}
        invalid={{ ...tr.invalid, en: Object.values(errors).some(Boolean) }}
        panelClassName="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        panel={(lang) =>
          lang === 'en' ? (
            <>
              <div className="space-y-3">
                <BlogImagePreview src={image.previewUrl ?? post?.image ?? null} />
                <TextField
                  label={t('blog.form.image')}
                  name="image"
                  type="file"
                  accept="image/*"
                  onChange={image.onChange}
                  error={image.error}
                  hint={
                    post?.image ? `${t('blog.form.imageHint')} ${t('blog.form.keepImage')}` : t('blog.form.imageHint')
                  }
                />
              </div>
              <div className="space-y-4">
                <TextField
                  label={t('blog.form.titleField')}
                  name="title"
                  required
                  maxLength={200}
                  value={values.title}
                  onChange={text('title')}
                  error={errors.title}
                />
                <TextArea
                  label={t('blog.form.excerpt')}
                  name="excerpt"
                  required
                  rows={2}
                  maxLength={500}
                  value={values.excerpt}
                  onChange={text('excerpt')}
                  error={errors.excerpt}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('blog.form.category')}
                    name="category"
                    required
                    maxLength={60}
                    placeholder={t('blog.form.categoryPlaceholder')}
                    value={values.category}
                    onChange={text('category')}
                    error={errors.category}
                  />
                  <SelectField
                    label={t('blog.form.type')}
                    name="type"
                    required
                    value={values.type}
                    onChange={(e) => set('type', e.currentTarget.value as Values['type'])}
                    error={errors.type}
                  >
                    {blogTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`blog.types.${type}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                {values.type === 'video' && (
                  <TextField
                    label={t('blog.form.videoId')}
                    name="videoId"
                    required
                    maxLength={300}
                    autoComplete="off"
                    spellCheck={false}
                    value={values.videoId}
                    onChange={text('videoId')}
                    error={errors.videoId}
                    hint={t('blog.form.videoIdHint')}
                  />
                )}
                <TextField
                  label={t('blog.form.tags')}
                  name="tags"
                  maxLength={500}
                  value={values.tags}
                  onChange={text('tags')}
                  error={errors.tags}
                  hint={t('blog.form.tagsHint')}
                />
              </div>
              <div className="md:col-span-2">
                <p id={`${ids}-content`} className="block text-sm font-medium text-slate-800">
                  {t('blog.form.content')}
                </p>
                <Suspense
                  fallback={
                    <p role="status" className="mt-1 rounded-md border border-slate-300 p-3 text-slate-600">
                      {t('blog.form.loadingEditor')}
                    </p>
                  }
                >
                  <RichTextEditor
                    initialHtml={values.content}
                    onChange={(html) => set('content', html)}
                    labelledBy={`${ids}-content`}
                    describedBy={errors.content ? `${ids}-content-error` : `${ids}-content-hint`}
                    invalid={Boolean(errors.content)}
                  />
                </Suspense>
                {errors.content ? (
                  <p id={`${ids}-content-error`} className="mt-1 text-sm text-red-700">
                    {errors.content}
                  </p>
                ) : (
                  <p id={`${ids}-content-hint`} className="mt-1 text-sm text-slate-600">
                    {t('editor.hint')}
                  </p>
                )}
              </div>
            </>
          ) : (
            <>
              <div className="space-y-4 md:col-span-2">
                <BlogTranslationFields lang={lang} tr={tr} />
              </div>
            </>
          )
        }
      />
      {failure && (
        <div className="md:col-span-2">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3 md:col-span-2">
        {incomplete && (
          <p id={`${ids}-why`} className="mr-auto text-sm text-slate-600">
            {t('blog.form.required')}
          </p>
        )}
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('blog.form.cancel')}
        </button>
        <button
          type="submit"
          disabled={incomplete || saving}
          aria-describedby={incomplete ? `${ids}-why` : undefined}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? t('blog.form.saving') : post ? t('blog.form.update') : t('blog.form.save')}
        </button>
      </div>
    </form>
  );
}
