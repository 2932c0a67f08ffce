import { useState } from 'react';
import { Alert } from '~/web/components/alert';
import { SelectField, TextField } from '~/web/components/field';
import { FormOutcome } from '~/web/components/form-outcome';
import type { FormResult } from '~/web/components/form-errors';
import { useActionForm, useFieldProps } from '~/web/components/use-action-form';
import { SubmitButton } from '~/web/components/buttons';
import { useFieldError, useT } from '~/web/i18n';
import { SkillDetails } from './skill-details';
import type { Skill } from '~/shared/schemas/skill';
import { PrivacyLink } from '~/web/components/privacy-link';
import { FormCard } from '~/web/features/chrome/form-card';

/** Where a plain post's answer page opens (FormCard): the thanks or the refusal, above the fields. */
const VOLUNTEER_OUTCOME = 'volunteer-outcome';

type Status = { kind: 'success' } | { kind: 'error'; message: string | null } | null;

const statusOf = (result: FormResult | undefined): Status =>
  result?.ok ? { kind: 'success' } : result?.message ? { kind: 'error', message: result.message } : null;

// The schema (and zod) load when the visitor starts filling in the form, not with the page.
const loadSchema = () => import('~/shared/schemas/application').then((m) => m.applicationInputSchema);

/**
 * docs/product.md's volunteer application. It posts to the page's action with or without
 * JavaScript; the browser checks the shared schema first.
 */
export function VolunteerForm({ skills, result }: { skills: Skill[]; result?: FormResult }) {
  const { t } = useT('public');
  const fieldError = useFieldError();
  const [status, setStatus] = useState<Status>(statusOf(result));
  const actionForm = useActionForm({
    loadSchema,
    initial: result,
    onResult(answer, form) {
      if (answer.ok) {
        form?.reset();
        setSkillId('');
        setStatus({ kind: 'success' });
      } else if (!Object.keys(answer.errors).length) {
        setStatus({ kind: 'error', message: answer.message });
      }
    },
  });
  const { errors, clear, onSubmit, busy, failed } = actionForm;
  const [skillId, setSkillId] = useState(failed?.values.skillsInterests ?? '');
  const skill = skills.find((s) => s._id === skillId);
  const field = useFieldProps('volunteer', actionForm);

  return (
    <FormCard
      name="volunteer"
      onSubmit={(e) => {
        setStatus(null);
        void onSubmit(e);
      }}
      loadSchema={loadSchema}
    >
      <h3 id="volunteer-form-title" className="text-xl font-semibold text-slate-900">
        {t('volunteer.formTitle')}
      </h3>
      <FormOutcome outcome={status} id={VOLUNTEER_OUTCOME}>
        {status?.kind === 'success' && <Alert tone="success">{t('volunteer.success')}</Alert>}
        {status?.kind === 'error' && <Alert tone="error">{status.message || t('volunteer.failure')}</Alert>}
      </FormOutcome>
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
      <SubmitButton busy={busy} label={t('volunteer.submit')} busyLabel={t('volunteer.submitting')} />
      <PrivacyLink />
    </FormCard>
  );
}
