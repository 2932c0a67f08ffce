import type { ReactNode } from 'react';
import type { z } from 'zod';
import {
  type ContentTranslations,
  type TranslationLanguage,
  childTranslationsSchema,
  giftTranslationsSchema,
  postTranslationsSchema,
  skillTranslationsSchema,
  translatableFields,
} from '~/shared/schemas/translations';
import { useAdminT } from '../admin-i18n';
import { useImageChoice } from './use-image-choice';
import { useTranslations } from './use-translations';
import { type FieldSpec, TabbedForm, TranslatedFields } from './fields';
import { FormActions } from './form-panel';
import { refusedImage } from './image-field';
import {
  type Errors,
  type FieldErrorText,
  type RecordContracts,
  formBody,
  saveRecord,
  useSchemaForm,
} from './use-schema-form';

type Texts = Record<string, string>;

const translationSchemas = {
  gift: giftTranslationsSchema,
  post: postTranslationsSchema,
  child: childTranslationsSchema,
  skill: skillTranslationsSchema,
} satisfies Record<keyof typeof translatableFields, unknown>;
type SchemaFormOptions<V extends Texts, S extends z.ZodType> = Omit<
  Parameters<typeof useSchemaForm<V, S>>[0],
  'translations' | 'send' | 'check'
>;

/**
 * A record with a picture and Kinyarwanda and French translations (a gift, a child, a
 * post): its picture chosen in the browser, its translations, and its form bound to the
 * API's schema, sent as multipart through `contracts` (the picture under `picture`, left out
 * when none was chosen). A refused upload is said on the picture's field.
 */
export function useRecordForm<V extends Texts, S extends z.ZodType>({
  record,
  contracts,
  picture,
  kind,
  body,
  check,
  onFailed,
  ...options
}: SchemaFormOptions<V, S> & {
  record: { _id: string; translations?: ContentTranslations } | null;
  contracts: RecordContracts;
  /** The picture's field (none: the record is sent as JSON). */
  picture?: string;
  /** Which record's fields are translated, and how they are checked. */
  kind: keyof typeof translatableFields;
  /** The fields sent besides the translations and the picture (default: the parsed data). */
  body?: (data: z.output<S>, values: V) => Record<string, unknown>;
  /** Checks the schema cannot make, the picture's choice at hand (a required picture). */
  check?: (values: V, fieldError: FieldErrorText, image: ReturnType<typeof useImageChoice>) => Errors;
}) {
  const image = useImageChoice();
  const tr = useTranslations(translatableFields[kind], record?.translations, translationSchemas[kind]);
  const form = useSchemaForm<V, S>({
    ...options,
    translations: tr,
    check: check && ((values, fieldError) => check(values, fieldError, image)),
    send: (data, translations, values) => {
      const fields = { ...(body ? body(data, values) : (data as Record<string, unknown>)), translations };
      if (!picture) return saveRecord(record, contracts, fields);
      return saveRecord(record, contracts, formBody({ ...fields, [picture]: image.file ?? undefined }));
    },
    onFailed: (err) => {
      refusedImage(err, image);
      onFailed?.(err);
    },
  });
  return { form, image, tr };
}

/** What `RecordForm` draws from `useRecordForm`'s answer: the form's state and its translations. */
type RecordFormState = {
  form: Pick<ReturnType<typeof useSchemaForm>, 'onSubmit' | 'invalid' | 'saving'>;
  tr: ReturnType<typeof useTranslations>;
};

/**
 * A record's form (`useRecordForm`'s answer) with a tab per language, then its submit and
 * cancel buttons. The other languages' tabs show `other`: the translated ones of these
 * field specs, saying that the rest is shared, or what a function draws there. Opened in
 * the page, it goes in a `FormPanel` (its title, its focus); in a dialog, it is the body.
 */
export function RecordForm({
  form: { form, tr },
  submit,
  onCancel,
  english,
  other,
  panelClassName = 'grid gap-4 md:grid-cols-2',
  actions,
  children,
}: {
  form: RecordFormState;
  /** The submit's words ("Add Skill" for a new record, "Update Skill" for a saved one). */
  submit: string;
  onCancel: () => void;
  /** The English tab's fields. */
  english: ReactNode;
  /** The Kinyarwanda and French tabs: these specs' translated fields, or what the function draws. */
  other: readonly FieldSpec[] | ((lang: TranslationLanguage) => ReactNode);
  /** The classes of each language's tab (default: two columns from 768 px). */
  panelClassName?: string;
  /** More of the buttons' props (their place, why the submit is disabled). */
  actions?: { end?: boolean; disabled?: boolean; note?: ReactNode };
  /** Before the buttons (a failure said). */
  children?: ReactNode;
}) {
  const { t } = useAdminT('adminContent');
  const shared = <p className="text-sm text-slate-600 md:col-span-2">{t('translations.otherFields')}</p>;
  return (
    <TabbedForm
      onSubmit={form.onSubmit}
      tr={tr}
      invalid={form.invalid}
      panelClassName={panelClassName}
      english={english}
      other={
        typeof other === 'function'
          ? other
          : (lang) => <TranslatedFields specs={other} tr={tr} lang={lang} note={shared} />
      }
    >
      {children}
      <FormActions
        {...actions}
        saving={form.saving}
        submit={submit}
        savingLabel={t('common.saving')}
        cancel={t('common.cancel')}
        onCancel={onCancel}
      />
    </TabbedForm>
  );
}
