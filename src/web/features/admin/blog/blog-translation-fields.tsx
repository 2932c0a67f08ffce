import { Suspense, lazy, useId } from 'react';
import type { TranslationLanguage } from '~/shared/schemas/translations';
import { useAdminT } from '../admin-i18n';
import { type FieldSpec, Fields } from '../kit/fields';
import type { useTranslations } from '../kit/use-translations';

// ProseMirror and TipTap arrive only when the form opens (their own chunk).
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor'));

/** A post's content in the rich-text editor, labelled, with its hint or its error. */
export function ContentField({
  value,
  onChange,
  error,
  lang,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  lang?: TranslationLanguage;
}) {
  const { t } = useAdminT('adminContent');
  const ids = useId();
  return (
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
        <div lang={lang}>
          <RichTextEditor
            initialHtml={value}
            onChange={onChange}
            labelledBy={`${ids}-content`}
            describedBy={error ? `${ids}-content-error` : `${ids}-content-hint`}
            invalid={Boolean(error)}
          />
        </div>
      </Suspense>
      {error ? (
        <p id={`${ids}-content-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${ids}-content-hint`} className="mt-1 text-sm text-slate-600">
          {t('editor.hint')}
        </p>
      )}
    </div>
  );
}

/** The post's text fields, for English (required ones required) and for a translation. */
export function usePostSpecs() {
  const { t } = useAdminT('adminContent');
  const label = (name: string) => t(`blog.form.${name}`);
  const title: FieldSpec = { name: 'title', label: label('titleField'), input: { required: true, maxLength: 200 } };
  const excerpt: FieldSpec = {
    name: 'excerpt',
    label: label('excerpt'),
    rows: 2,
    input: { required: true, maxLength: 500 },
  };
  const category: FieldSpec = {
    name: 'category',
    label: label('category'),
    input: { required: true, maxLength: 60, placeholder: label('categoryPlaceholder') },
  };
  const tags: FieldSpec = { name: 'tags', label: label('tags'), hint: label('tagsHint'), input: { maxLength: 500 } };
  return { title, excerpt, category, tags };
}

const optional = (spec: FieldSpec): FieldSpec => ({ ...spec, input: { maxLength: spec.input?.maxLength } });

/** A post's Kinyarwanda or French title, excerpt, category, tags and content (all optional). */
export function BlogTranslationFields({
  lang,
  tr,
}: {
  lang: TranslationLanguage;
  tr: ReturnType<typeof useTranslations>;
}) {
  const { t } = useAdminT('adminContent');
  const { title, excerpt, category, tags } = usePostSpecs();
  const bind = (name: string) => tr.field(lang, name);
  const content = tr.field(lang, 'content');
  return (
    <div className="space-y-4 md:col-span-2">
      <Fields specs={[title, excerpt].map(optional)} bind={bind} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Fields specs={[category, tags].map(optional)} bind={bind} />
      </div>
      <ContentField
        value={content.value}
        onChange={(html) => tr.set(lang, 'content', html)}
        error={content.error}
        lang={lang}
      />
      <p className="text-sm text-slate-600">{t('translations.otherFields')}</p>
    </div>
  );
}
