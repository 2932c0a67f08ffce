import type { ReactNode } from 'react';
import type { z } from 'zod';
import { blogContracts } from '~/shared/contracts/blog';
import { childContracts } from '~/shared/contracts/children';
import { giftContracts } from '~/shared/contracts/gifts';
import { skillContracts } from '~/shared/contracts/skills';
import { blogPostInputSchema } from '~/shared/schemas/blog';
import { childInputSchema } from '~/shared/schemas/child';
import { giftInputSchema } from '~/shared/schemas/gift';
import { skillInputSchema } from '~/shared/schemas/skill';
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

interface RecordKind {
  contracts: RecordContracts;
  schema: z.ZodType;
  translations: Parameters<typeof useTranslations>[2];
  picture?: string;
}

/**
 * The records with translations, each sent to its add and edit contracts, checked by its
 * input schema and its translations' schema, its picture (if any) under its field's name.
 */
const recordKinds = {
  gift: { contracts: giftContracts, schema: giftInputSchema, translations: giftTranslationsSchema, picture: 'image' },
  post: {
    contracts: blogContracts,
    schema: blogPostInputSchema,
    translations: postTranslationsSchema,
    picture: 'image',
  },
  child: {
    contracts: childContracts,
    schema: childInputSchema,
    translations: childTranslationsSchema,
    picture: 'photo',
  },
  skill: { contracts: skillContracts, schema: skillInputSchema, translations: skillTranslationsSchema },
} satisfies Record<keyof typeof translatableFields, RecordKind>;
type Kind = keyof typeof recordKinds;
type KindSchema<K extends Kind> = (typeof recordKinds)[K]['schema'];
type SchemaFormOptions<V extends Texts> = Omit<
  Parameters<typeof useSchemaForm<V, z.ZodType>>[0],
  'schema' | 'translations' | 'send' | 'check' | 'onSaved' | 'onFailed'
>;

/** What a save of a record form did: added a new record or updated the one it edits. */
export type SaveMode = 'added' | 'updated';

/** A record form's props besides its record: what the screen does after a save, a failure, a cancel. */
export interface RecordFormEvents {
  onSaved: (mode: SaveMode) => void;
  onFailed: (mode: SaveMode) => void;
  onCancel: () => void;
}

/**
 * A record with Kinyarwanda and French translations and, but for a skill, a picture (a
 * gift, a child, a post; `recordKinds`): its picture chosen in the browser, its
 * translations, and its form bound to the API's schema, sent through its add or edit
 * contract (as multipart with a picture, which is left out when none was chosen). A
 * refused upload is said on the picture's field. `onSaved` and `onFailed` are told
 * whether the record was being added or updated.
 */
export function useRecordForm<K extends Kind, V extends Texts>({
  record,
  kind,
  body,
  check,
  onSaved,
  onFailed,
  ...options
}: SchemaFormOptions<V> & {
  record: { _id: string; translations?: ContentTranslations } | null;
  /** Which record it is: its contracts, schemas, translated fields and picture. */
  kind: K;
  /** The fields sent besides the translations and the picture (default: the parsed data). */
  body?: (data: z.output<KindSchema<K>>, values: V) => Record<string, unknown>;
  /** Checks the schema cannot make, the picture's choice at hand (a required picture). */
  check?: (values: V, fieldError: FieldErrorText, image: ReturnType<typeof useImageChoice>) => Errors;
  onSaved?: (mode: SaveMode) => void;
  onFailed?: (mode: SaveMode, error: unknown) => void;
}) {
  const { contracts, schema, translations, picture }: RecordKind = recordKinds[kind];
  const mode: SaveMode = record ? 'updated' : 'added';
  const image = useImageChoice();
  const tr = useTranslations(translatableFields[kind], record?.translations, translations);
  const form = useSchemaForm<V, z.ZodType>({
    ...options,
    schema,
    translations: tr,
    check: check && ((values, fieldError) => check(values, fieldError, image)),
    send: (data, translations, values) => {
      const fields = {
        ...(body ? body(data as z.output<KindSchema<K>>, values) : (data as Record<string, unknown>)),
        translations,
      };
      if (!picture) return saveRecord(record, contracts, fields);
      return saveRecord(record, contracts, formBody({ ...fields, [picture]: image.file ?? undefined }));
    },
    onSaved: () => onSaved?.(mode),
    onFailed: (err) => {
      refusedImage(err, image);
      onFailed?.(mode, err);
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
