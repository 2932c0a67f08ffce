import { retentionSchema, type RetentionSettings } from '~/shared/schemas/privacy-settings';
import { useAdminT } from '../admin-i18n';
import { PlainField } from './fields';
import { SectionForm } from './section-form';

/** How long visitors' messages are kept before the daily retention job deletes them. */
export function RetentionSection({ value }: { value: RetentionSettings }) {
  const { t } = useAdminT('adminSettings');
  const periods = [
    { name: 'contactMessagesMonths', label: 'contactMessages', max: 120 },
    { name: 'volunteerApplicationsMonths', label: 'volunteerApplications', max: 120 },
    { name: 'unconfirmedSubscriptionsDays', label: 'unconfirmedSubscriptions', max: 365, hint: 'unconfirmedHint' },
  ] as const;
  return (
    <SectionForm section="retention" schema={retentionSchema} className="grid gap-4 md:grid-cols-3">
      {periods.map((p) => (
        <PlainField
          key={p.name}
          name={p.name}
          label={t(`retention.${p.label}`)}
          hint={'hint' in p ? t(`retention.${p.hint}`) : undefined}
          defaultValue={value[p.name]}
          type="number"
          inputMode="numeric"
          min={1}
          max={p.max}
          step={1}
        />
      ))}
    </SectionForm>
  );
}
