import { useState } from 'react';
import { blogTypes } from '~/shared/schemas/blog';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { BlogImagePreview } from './blog-image-preview';
import type { BlogPost } from './types';
import { BlogTranslationFields, ContentField, usePostSpecs } from './blog-translation-fields';
import { Fields } from '../kit/fields';
import { ImageField } from '../kit/image-field';
import { RecordForm, type RecordFormEvents, useRecordForm } from '../kit/record-form';
import { ChoiceField } from '../kit/choice-field';

/** A video's address trimmed; an article has none. */
const withVideo = <V extends { type: string; videoId: string }>(values: V): V => ({
  ...values,
  videoId: values.type === 'video' ? values.videoId.trim() : '',
});

const initialValues = (post: BlogPost | null) => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  category: post?.category ?? '',
  type: post?.type ?? 'article',
  videoId: post?.videoId ?? '',
  tags: post?.tags.join(', ') ?? '',
  content: post?.content ?? '',
});

/** Add mode without a post, edit mode with one; the blog rules of docs/product.md#validation. */
export function BlogForm({
  post,
  onSaved,
  onCancel,
}: { post: BlogPost | null } & Pick<RecordFormEvents, 'onSaved' | 'onCancel'>) {
  const { t } = useAdminT('adminContent');
  const [failure, setFailure] = useState<string | null>(null);
  const recordForm = useRecordForm({
    kind: 'post',
    record: post,
    initial: () => initialValues(post),
    input: withVideo,
    // The text as typed (tags "a, b", the video's address): the API reads it with the same schema.
    body: (_data, values) => {
      setFailure(null);
      return withVideo(values);
    },
    onSaved,
    onFailed: (_mode, err) => {
      // docs/product.md: failures are logged; staff also get a short reason.
      const reason = err instanceof Error ? err.message : String(err);
      setFailure(t('blog.errors.save', { reason }));
    },
  });
  const { form, image, tr } = recordForm;
  const { values } = form;

  // docs/product.md: submit stays disabled while any of these is empty, or while saving.
  const incomplete = !values.title.trim() || !values.content || !values.excerpt.trim() || !values.category.trim();

  const { title, excerpt, category, tags } = usePostSpecs();
  return (
    <RecordForm
      form={recordForm}
      submit={post ? t('blog.form.update') : t('blog.form.save')}
      onCancel={onCancel}
      actions={{ end: true, disabled: incomplete, note: incomplete ? t('blog.form.required') : null }}
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
              <ChoiceField
                label={t('blog.form.type')}
                required
                {...form.field('type')}
                choices={blogTypes}
                words={(type) => t(`blog.types.${type}`)}
              />
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
    </RecordForm>
  );
}
