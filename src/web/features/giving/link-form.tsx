import { Form, useNavigation } from 'react-router';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { panelButton } from './buttons';
import { GivingPanel } from './panel';
import type { GivingT } from './page-t';

/** "Send me my link": the same answer whether or not the address is known. */
export function LinkForm({ t, sent, error }: { t: GivingT; sent: string | null; error: string | null }) {
  const submitting = useNavigation().state === 'submitting';
  return (
    <GivingPanel headingId="link-heading" heading={t('link.heading')} intro={t('link.intro')}>
      {sent && (
        <div className="mt-4">
          <Alert tone="success">{sent}</Alert>
        </div>
      )}
      <Form method="post" className="mt-4 space-y-4" noValidate={false}>
        <input type="hidden" name="intent" value="link" />
        <TextField
          label={t('link.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={error ?? undefined}
        />
        <button type="submit" disabled={submitting} className={panelButton}>
          {t('link.button')}
        </button>
      </Form>
    </GivingPanel>
  );
}
