import { useAdminT } from '../admin-i18n';
import type { Skill } from './types';
import { type FieldSpec, Fields, TranslatedFields } from '../kit/fields';
import { RecordForm, type RecordFormEvents, useRecordForm } from '../kit/record-form';

/** The body of the 'Add New Skill' / 'Edit Skill' modal. */
export function SkillForm({ skill, onSaved, onFailed, onCancel }: { skill: Skill | null } & RecordFormEvents) {
  const { t } = useAdminT('adminContent');
  // docs/product.md: requirements split on commas, trimmed, empties dropped (the schema does it).
  const recordForm = useRecordForm({
    kind: 'skill',
    record: skill,
    initial: () => ({
      name: skill?.name ?? '',
      description: skill?.description ?? '',
      requirements: skill?.requirements.join(', ') ?? '',
    }),
    onSaved,
    onFailed,
  });
  const { form, tr } = recordForm;

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
    <RecordForm
      form={recordForm}
      submit={skill ? label('update') : label('save')}
      onCancel={onCancel}
      actions={{ end: true }}
      panelClassName="space-y-4"
      english={<Fields specs={specs} bind={form.field} />}
      // Every field is translated: no note that the rest is shared.
      other={(lang) => <TranslatedFields specs={specs} tr={tr} lang={lang} note={null} />}
    />
  );
}
