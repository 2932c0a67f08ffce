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
import { FormActions, FormPanel } from './form-panel';
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

/**
 * A record's form with a tab per language, then its buttons; in a panel titled "edit"
 * or "add" when `panel` is set. The other languages show the `translated` specs and say
 * that the rest is shared, unless `other` draws them.
 */
export function RecordForm({
  panel = false,
  record,
  form,
  tr,
  english,
  translated = [],
  other,
  panelClassName = 'grid gap-4 md:grid-cols-2',
  note,
  label,
  onCancel,
  actions,
  children,
}: {
  panel?: boolean;
  record: unknown;
  form: Pick<ReturnType<typeof useSchemaForm>, 'onSubmit' | 'invalid' | 'saving'>;
  tr: ReturnType<typeof useTranslations>;
  english: ReactNode;
  translated?: readonly FieldSpec[];
  other?: (lang: TranslationLanguage) => ReactNode;
  panelClassName?: string;
  /** What the other languages' tabs say under their fields (default: that the rest is shared). */
  note?: ReactNode;
  /** The form's words by name: `editTitle`/`addTitle`, `update`/`save` (the submit), `saving`, `cancel`. */
  label: (name: string) => string;
  onCancel: () => void;
  /** More of the buttons' props (their place, why the submit is disabled). */
  actions?: { end?: boolean; disabled?: boolean; note?: ReactNode };
  /** Before the buttons (a failure said). */
  children?: ReactNode;
}) {
  const { t } = useAdminT('adminContent');
  const body = (
    <TabbedForm
      onSubmit={form.onSubmit}
      tr={tr}
      invalid={form.invalid}
      panelClassName={panelClassName}
      english={english}
      other={
        other ??
        ((lang) => (
          <TranslatedFields
            specs={translated}
            tr={tr}
            lang={lang}
            note={
              note === undefined ? (
                <p className="text-sm text-slate-600 md:col-span-2">{t('translations.otherFields')}</p>
              ) : (
                note
              )
            }
          />
        ))
      }
    >
      {children}
      <FormActions
        {...actions}
        saving={form.saving}
        submit={record ? label('update') : label('save')}
        savingLabel={label('saving')}
        cancel={label('cancel')}
        onCancel={onCancel}
      />
    </TabbedForm>
  );
  return !panel ? (
    body
  ) : (
    <FormPanel title={record ? label('editTitle') : label('addTitle')} record={record}>
      {body}
    </FormPanel>
  );
}
