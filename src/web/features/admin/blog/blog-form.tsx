import { Suspense, lazy, useId, useState } from 'react';
import { blogPostInputSchema, blogTypes } from '~/shared/schemas/blog';
import { Alert } from '~/web/components/alert';
import { SelectField, TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { ApiError } from '~/web/api/client';
import { FormActions } from '../kit/form-panel';
import { formBody, saveRecord, useSchemaForm } from '../kit/use-schema-form';
import { useImageChoice } from '../catalog/use-image-choice';
import { BlogImagePreview } from './blog-image-preview';
import type { BlogPost } from './types';
import { BlogTranslationFields } from './blog-translation-fields';
import { LanguageTabs } from '../translations/language-tabs';
import { useTranslations } from '../translations/use-translations';
import { postTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

// ProseMirror and TipTap arrive only when this form opens (their own chunk).
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor'));

const initialValues = (post: BlogPost | null) => ({
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
  const ids = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const image = useImageChoice();
  const tr = useTranslations(translatableFields.post, post?.translations, postTranslationsSchema);
  const form = useSchemaForm({
    schema: blogPostInputSchema,
    initial: () => initialValues(post),
    input: (values) => ({ ...values, videoId: values.type === 'video' ? values.videoId.trim() : '' }),
    translations: tr,
    // The text as typed (tags "a, b", the video's address): the API reads it with the same schema.
    send: (_data, translations, values) => {
      setFailure(null);
      return saveRecord(
        post,
        { add: '/api/add/blog', item: (id) => `/api/blog/${id}` },
        formBody({
          ...values,
          videoId: values.type === 'video' ? values.videoId.trim() : '',
          translations,
          image: image.file ?? undefined,
        }),
      );
    },
    onSaved,
    onFailed: (err) => {
      // SPEC: failures are logged; staff also get a short reason.
      const reason = err instanceof Error ? err.message : String(err);
      if (err instanceof ApiError && (err.status === 413 || err.status === 415)) image.refuse(err.message);
      setFailure(t('blog.errors.save', { reason }));
    },
  });
  const { values, errors } = form;

  // SPEC: submit stays disabled while any of these is empty, or while saving.
  const incomplete = !values.title.trim() || !values.content || !values.excerpt.trim() || !values.category.trim();

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <LanguageTabs
        selected={tr.language}
        onSelect={tr.setLanguage}
        invalid={{ ...tr.invalid, en: form.invalid }}
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
                <TextField label={t('blog.form.titleField')} required maxLength={200} {...form.field('title')} />
                <TextArea label={t('blog.form.excerpt')} required rows={2} maxLength={500} {...form.field('excerpt')} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('blog.form.category')}
                    required
                    maxLength={60}
                    placeholder={t('blog.form.categoryPlaceholder')}
                    {...form.field('category')}
                  />
                  <SelectField label={t('blog.form.type')} required {...form.field('type')}>
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
                    required
                    maxLength={300}
                    autoComplete="off"
                    spellCheck={false}
                    {...form.field('videoId')}
                    hint={t('blog.form.videoIdHint')}
                  />
                )}
                <TextField
                  label={t('blog.form.tags')}
                  maxLength={500}
                  {...form.field('tags')}
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
                    onChange={(html) => form.set('content', html)}
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
      <FormActions
        end
        saving={form.saving}
        disabled={incomplete}
        note={incomplete ? t('blog.form.required') : null}
        submit={post ? t('blog.form.update') : t('blog.form.save')}
        savingLabel={t('blog.form.saving')}
        cancel={t('blog.form.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
