import { useState, type FormEvent } from 'react';
import { Alert } from '~/web/components/alert';
import { SelectField, TextField } from '~/web/components/field';
import {
  type FieldErrors,
  type FormResult,
  fieldErrorsOf,
  focusFirstError,
  formValues,
} from '~/web/components/form-errors';
import { useFieldError, useT } from '~/web/i18n';
import { SkillDetails } from './skill-details';
import type { Skill } from './skills-api';
import { submitJson } from '~/web/components/submit-json';

type Status = { kind: 'success' } | { kind: 'error'; message: string | null } | null;

// The schema (and zod) load when the visitor starts filling in the form, not with the page.
const loadSchema = () => import('~/shared/schemas/application').then((m) => m.applicationInputSchema);

/**
 * SPEC's volunteer application. With JavaScript it validates with the shared schema
 * and posts to /api/add/application; without, the form posts to the page's action.
 */
export function VolunteerForm({ skills, result }: { skills: Skill[]; result?: FormResult }) {
  const { t } = useT('public');
  const fieldError = useFieldError();
  const failed = result && !result.ok ? result : null;
  const [errors, setErrors] = useState<FieldErrors>(failed?.errors ?? {});
  const [status, setStatus] = useState<Status>(
    result?.ok ? { kind: 'success' } : failed?.message ? { kind: 'error', message: failed.message } : null,
  );
  const [busy, setBusy] = useState(false);
  const [skillId, setSkillId] = useState(failed?.values.skillsInterests ?? '');
  const skill = skills.find((s) => s._id === skillId);
  const values = failed?.values ?? {};

  const clear = (name: string) => errors[name] && setErrors((e) => ({ ...e, [name]: undefined }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus(null);
    const parsed = (await loadSchema()).safeParse(formValues(form));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      focusFirstError(form, found);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await submitJson('/api/add/application', parsed.data);
    setBusy(false);
    if (outcome.ok) {
      form.reset();
      setSkillId('');
      setStatus({ kind: 'success' });
    } else {
      setStatus({ kind: 'error', message: outcome.message });
    }
  }

  const field = (name: string) => ({
    name,
    id: `volunteer-${name}`,
    defaultValue: values[name],
    error: fieldError(errors[name]),
    onChange: () => clear(name),
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema()}
      aria-labelledby="volunteer-form-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="volunteer-form-title" className="text-xl font-semibold text-slate-900">
        {t('volunteer.formTitle')}
      </h3>
      <div aria-live="polite">
        {status?.kind === 'success' && <Alert tone="success">{t('volunteer.success')}</Alert>}
        {status?.kind === 'error' && <Alert tone="error">{status.message || t('volunteer.failure')}</Alert>}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('volunteer.firstName')} required autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('volunteer.lastName')} required autoComplete="family-name" {...field('lastName')} />
        <TextField label={t('volunteer.email')} type="email" required autoComplete="email" {...field('email')} />
        <TextField label={t('volunteer.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('volunteer.country')} required autoComplete="country-name" {...field('country')} />
        <TextField label={t('volunteer.availabilityDate')} type="date" required {...field('availabilityDate')} />
      </div>
      <SelectField
        label={t('volunteer.skills')}
        name="skillsInterests"
        id="volunteer-skillsInterests"
        value={skillId}
        error={fieldError(errors.skillsInterests)}
        aria-describedby={
          errors.skillsInterests ? 'volunteer-skillsInterests-error' : skill ? 'volunteer-skill-details' : undefined
        }
        onChange={(e) => {
          setSkillId(e.target.value);
          clear('skillsInterests');
        }}
      >
        <option value="">{t('volunteer.skillPlaceholder')}</option>
        {skills.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <div aria-live="polite">{skill && <SkillDetails skill={skill} id="volunteer-skill-details" />}</div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 w-full rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {busy ? t('volunteer.submitting') : t('volunteer.submit')}
      </button>
    </form>
  );
}
