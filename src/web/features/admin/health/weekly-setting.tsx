import { Form, useNavigation } from 'react-router';
import type { HealthSettings } from '~/shared/schemas/sponsor-health';
import { Alert } from '~/web/components/alert';
import { SelectField } from '~/web/components/field';
import { useAdminT } from '../admin-i18n';
import { Button } from '../kit/button';
import { Panel } from '../kit/panel';
import type { ActionAnswer } from '../kit/action-alert';

/** The Site setting that turns the Monday "who to call" e-mail to sponsorship staff off (or on again). */
export function WeeklySetting({ value, result }: { value: HealthSettings['weeklyCalls']; result?: ActionAnswer }) {
  const { t } = useAdminT('records');
  const busy = useNavigation().state !== 'idle';
  return (
    <Panel title={t('health.settings.title')} data={{ 'data-weekly-setting': '' }}>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="settings" />
        <SelectField label={t('health.settings.label')} name="weeklyCalls" defaultValue={value} className="min-w-64">
          <option value="on">{t('health.settings.on')}</option>
          <option value="off">{t('health.settings.off')}</option>
        </SelectField>
        <Button type="submit" size="sm" disabled={busy}>
          {t('health.settings.save')}
        </Button>
      </Form>
      {result && (
        <div className="mt-3">
          {result.ok ? (
            <Alert tone="success">{t('health.settings.saved')}</Alert>
          ) : (
            <Alert tone="error">{result.message || t('health.calls.failed')}</Alert>
          )}
        </div>
      )}
    </Panel>
  );
}
