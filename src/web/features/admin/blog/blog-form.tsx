import { useState } from 'react';
import { blogPostInputSchema, blogTypes } from '~/shared/schemas/blog';
import { Alert } from '~/web/components/alert';
import { SelectField, TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { FormActions } from '../kit/form-panel';
import { formBody, saveRecord, useSchemaForm } from '../kit/use-schema-form';
import { useImageChoice } from '../catalog/use-image-choice';
import { BlogImagePreview } from './blog-image-preview';
import type { BlogPost } from './types';
import { BlogTranslationFields, ContentField, usePostSpecs } from './blog-translation-fields';
import { Fields, TabbedForm } from '../kit/fields';
import { ImageField, refusedImage } from '../kit/image-field';
import { useTranslations } from '../translations/use-translations';
import { postTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

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
      refusedImage(err, image);
      setFailure(t('blog.errors.save', { reason }));
    },
  });
  const { values } = form;

  // SPEC: submit stays disabled while any of these is empty, or while saving.
  const incomplete = !values.title.trim() || !values.content || !values.excerpt.trim() || !values.category.trim();

  const { title, excerpt, category, tags } = usePostSpecs();
  return (
    <TabbedForm
      onSubmit={form.onSubmit}
      tr={tr}
      invalid={form.invalid}
      panelClassName="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      english={
        <>
          <div className="space-y-3">
            <BlogImagePreview src={image.previewUrl ?? post?.image ?? null} />
            <ImageField
              label={t('blog.form.image')}
              name="image"
              choice={image}
              className=""
              hint={post?.image ? `${t('blog.form.imageHint')} ${t('blog.form.keepImage')}` : t('blog.form.imageHint')}
            />
          </div>
          <div className="space-y-4">
            <Fields specs={[title, excerpt]} bind={form.field} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Fields specs={[category]} bind={form.field} />
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
            <Fields specs={[tags]} bind={form.field} />
          </div>
          <ContentField
            value={values.content}
            onChange={(html) => form.set('content', html)}
            error={form.errors.content}
          />
        </>
      }
      other={(lang) => <BlogTranslationFields lang={lang} tr={tr} />}
    >
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
    </TabbedForm>
  );
}
