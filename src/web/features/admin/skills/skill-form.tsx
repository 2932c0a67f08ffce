import { skillInputSchema } from '~/shared/schemas/skill';
import { TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { FormActions } from '../kit/form-panel';
import { saveRecord, useSchemaForm } from '../kit/use-schema-form';
import type { Skill } from './types';
import { LanguageTabs } from '../translations/language-tabs';
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

  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <LanguageTabs
        selected={tr.language}
        onSelect={tr.setLanguage}
        invalid={{ ...tr.invalid, en: form.invalid }}
        panelClassName="space-y-4"
        panel={(lang) =>
          lang === 'en' ? (
            <>
              <TextField label={t('skills.form.name')} required maxLength={100} {...form.field('name')} />
              <TextArea label={t('skills.form.description')} rows={3} maxLength={1000} {...form.field('description')} />
              <TextField
                label={t('skills.form.requirements')}
                maxLength={2000}
                {...form.field('requirements')}
                hint={t('skills.form.requirementsHint')}
              />
            </>
          ) : (
            <>
              <TextField label={t('skills.form.name')} maxLength={100} {...tr.field(lang, 'name')} />
              <TextArea
                label={t('skills.form.description')}
                rows={3}
                maxLength={1000}
                {...tr.field(lang, 'description')}
              />
              <TextField
                label={t('skills.form.requirements')}
                maxLength={2000}
                hint={t('skills.form.requirementsHint')}
                {...tr.field(lang, 'requirements')}
              />
            </>
          )
        }
      />
      <FormActions
        end
        saving={form.saving}
        submit={skill ? t('skills.form.update') : t('skills.form.save')}
        savingLabel={t('skills.form.saving')}
        cancel={t('skills.form.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
