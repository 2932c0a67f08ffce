import { Suspense, lazy, useId } from 'react';
import type { TranslationLanguage } from '~/shared/schemas/translations';
import { TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import type { useTranslations } from '../translations/use-translations';

const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor'));

/** A post's Kinyarwanda or French title, excerpt, category, tags and content (all optional). */
export function BlogTranslationFields({
  lang,
  tr,
}: {
  lang: TranslationLanguage;
  tr: ReturnType<typeof useTranslations>;
}) {
  const { t } = useAdminT('adminContent');
  const ids = useId();
  const content = tr.field(lang, 'content');
  return (
    <>
      <TextField label={t('blog.form.titleField')} maxLength={200} {...tr.field(lang, 'title')} />
      <TextArea label={t('blog.form.excerpt')} rows={2} maxLength={500} {...tr.field(lang, 'excerpt')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('blog.form.category')} maxLength={60} {...tr.field(lang, 'category')} />
        <TextField
          label={t('blog.form.tags')}
          maxLength={500}
          hint={t('blog.form.tagsHint')}
          {...tr.field(lang, 'tags')}
        />
      </div>
      <div>
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
          <div lang={lang}>
            <RichTextEditor
              initialHtml={content.value}
              onChange={(html) => tr.set(lang, 'content', html)}
              labelledBy={`${ids}-content`}
              describedBy={content.error ? `${ids}-content-error` : `${ids}-content-hint`}
              invalid={Boolean(content.error)}
            />
          </div>
        </Suspense>
        {content.error ? (
          <p id={`${ids}-content-error`} className="mt-1 text-sm text-red-700">
            {content.error}
          </p>
        ) : (
          <p id={`${ids}-content-hint`} className="mt-1 text-sm text-slate-600">
            {t('editor.hint')}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-600">{t('translations.otherFields')}</p>
    </>
  );
}
