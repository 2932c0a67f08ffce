import { useState, type FormEvent } from 'react';
import { skillInputSchema } from '~/shared/schemas/skill';
import { TextArea, TextField } from '~/web/components/field';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { adminFetch } from '../api';
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
  const fieldError = useFieldError();
  const [name, setName] = useState(skill?.name ?? '');
  const [description, setDescription] = useState(skill?.description ?? '');
  const [requirements, setRequirements] = useState(skill?.requirements.join(', ') ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const tr = useTranslations(translatableFields.skill, skill?.translations, skillTranslationsSchema);
  const mode = skill ? 'updated' : 'added';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // SPEC: requirements split on commas, trimmed, empties dropped (the schema does it).
    const parsed = skillInputSchema.safeParse({ name, description, requirements });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setNameError(fieldError(issue?.message));
      tr.setLanguage('en');
      return;
    }
    const translations = tr.validate();
    if (translations === undefined) return;
    setSaving(true);
    try {
      await adminFetch(skill ? `/api/availability/${skill._id}` : '/api/availability', {
        method: skill ? 'PUT' : 'POST',
        json: { ...parsed.data, translations },
      });
      onSaved(mode);
    } catch (err) {
      console.error('Saving the skill failed', err);
      onFailed(mode);
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LanguageTabs
        selected={tr.language}
        onSelect={tr.setLanguage}
        invalid={{ ...tr.invalid, en: Boolean(nameError) }}
        panelClassName="space-y-4"
        panel={(lang) =>
          lang === 'en' ? (
            <>
              <TextField
                label={t('skills.form.name')}
                name="name"
                required
                maxLength={100}
                value={name}
                onChange={(e) => {
                  setName(e.currentTarget.value);
                  setNameError(undefined);
                }}
                error={nameError}
              />
              <TextArea
                label={t('skills.form.description')}
                name="description"
                rows={3}
                maxLength={1000}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
              />
              <TextField
                label={t('skills.form.requirements')}
                name="requirements"
                maxLength={2000}
                value={requirements}
                onChange={(e) => setRequirements(e.currentTarget.value)}
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
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('skills.form.cancel')}
        </button>
        <button
          type="submit"
          disabled={saving}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? t('skills.form.saving') : skill ? t('skills.form.update') : t('skills.form.save')}
        </button>
      </div>
    </form>
  );
}
