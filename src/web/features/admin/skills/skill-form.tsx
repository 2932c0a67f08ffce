import { skillInputSchema } from '~/shared/schemas/skill';
import { useAdminT } from '../admin-i18n';
import { FormActions } from '../kit/form-panel';
import { saveRecord, useSchemaForm } from '../kit/use-schema-form';
import type { Skill } from './types';
import { type FieldSpec, Fields, TabbedForm, TranslatedFields } from '../kit/fields';
import { useTranslations } from '../translations/use-translations';
import { skillTranslationsSchema, translatableFields } from '~/shared/schemas/translations';

/** The body of the 'Add New Skill' / 'Edit Skill' modal. */
export function SkillForm({
  skill,
  onSaved,
  onFailed,
  onCancel,
}: {
  skill: Skill | null;
  onSaved: (mode: 'added' | 'updated') => void;
  onFailed: (mode: 'added' | 'updated') => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const tr = useTranslations(translatableFields.skill, skill?.translations, skillTranslationsSchema);
  const mode = skill ? 'updated' : 'added';
  // SPEC: requirements split on commas, trimmed, empties dropped (the schema does it).
  const form = useSchemaForm({
    schema: skillInputSchema,
    initial: () => ({
      name: skill?.name ?? '',
      description: skill?.description ?? '',
      requirements: skill?.requirements.join(', ') ?? '',
    }),
    translations: tr,
    send: (data, translations) =>
      saveRecord(
        skill,
        { add: '/api/availability', item: (id) => `/api/availability/${id}` },
        { ...data, translations },
      ),
    onSaved: () => onSaved(mode),
    onFailed: () => onFailed(mode),
  });

  const label = (name: string) => t(`skills.form.${name}`);
  const specs: FieldSpec[] = [
    { name: 'name', label: label('name'), translated: true, input: { required: true, maxLength: 100 } },
    { name: 'description', label: label('description'), rows: 3, translated: true, input: { maxLength: 1000 } },
    {
      name: 'requirements',
      label: label('requirements'),
      hint: label('requirementsHint'),
      translated: true,
      input: { maxLength: 2000 },
    },
  ];

  return (
    <TabbedForm
      onSubmit={form.onSubmit}
      tr={tr}
      invalid={form.invalid}
      panelClassName="space-y-4"
      english={<Fields specs={specs} bind={form.field} />}
      other={(lang) => <TranslatedFields specs={specs} tr={tr} lang={lang} note={null} />}
    >
      <FormActions
        end
        saving={form.saving}
        submit={skill ? label('update') : label('save')}
        savingLabel={label('saving')}
        cancel={label('cancel')}
        onCancel={onCancel}
      />
    </TabbedForm>
  );
}
