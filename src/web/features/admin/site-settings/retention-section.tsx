import { retentionSchema, type RetentionSettings } from '~/shared/schemas/privacy-settings';
import { useAdminT } from '../admin-i18n';
import { PlainField } from './fields';
import { SectionForm } from './section-form';

/** How long visitors' messages are kept before the daily retention job deletes them. */
export function RetentionSection({ value }: { value: RetentionSettings }) {
  const { t } = useAdminT('adminSettings');
  const whole = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <SectionForm
      id="retention"
      section="retention"
      title={t('retention.title')}
      intro={t('retention.intro')}
      schema={retentionSchema}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <PlainField
          name="contactMessagesMonths"
          label={t('retention.contactMessages')}
          defaultValue={value.contactMessagesMonths}
          max={120}
          {...whole}
        />
        <PlainField
          name="volunteerApplicationsMonths"
          label={t('retention.volunteerApplications')}
          defaultValue={value.volunteerApplicationsMonths}
          max={120}
          {...whole}
        />
        <PlainField
          name="unconfirmedSubscriptionsDays"
          label={t('retention.unconfirmedSubscriptions')}
          hint={t('retention.unconfirmedHint')}
          defaultValue={value.unconfirmedSubscriptionsDays}
          max={365}
          {...whole}
        />
      </div>
    </SectionForm>
  );
}
