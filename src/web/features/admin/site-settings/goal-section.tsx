import { goalSchema, type SiteSettings } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { PlainField } from './fields';
import { SectionForm } from './section-form';

export function GoalSection({ value }: { value: SiteSettings['goal'] }) {
  const { t } = useAdminT('adminSettings');
  const whole = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <SectionForm section="goal" schema={goalSchema} className="grid gap-4 md:grid-cols-2">
      <PlainField name="targetUsd" label={t('goal.target')} defaultValue={value.targetUsd} {...whole} />
      <PlainField name="raisedUsd" label={t('goal.raised')} defaultValue={value.raisedUsd} {...whole} />
      <PlainField name="classrooms" label={t('goal.classrooms')} defaultValue={value.classrooms} {...whole} />
      <PlainField name="deadline" label={t('goal.deadline')} defaultValue={value.deadline} type="date" />
      <PlainField
        name="progressAsOf"
        label={t('goal.asOf')}
        hint={t('goal.asOfHint')}
        defaultValue={value.progressAsOf}
        type="date"
      />
    </SectionForm>
  );
}
