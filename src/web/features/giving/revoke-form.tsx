import { Form, useNavigation } from 'react-router';
import { secondaryButton } from './buttons';
import { GivingPanel } from './panel';
import type { GivingT } from './page-t';

/**
 * "Sign out of all links": every link to this page sent so far (receipts, reminders,
 * a forwarded one) stops working, this one too, and a fresh one is e-mailed. A plain
 * form: works without JavaScript.
 */
export function RevokeForm({ t, token }: { t: GivingT; token: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <GivingPanel headingId="revoke-heading" heading={t('revoke.heading')} intro={t('revoke.intro')}>
      <Form method="post" className="mt-4">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="revoke" />
        <button type="submit" disabled={busy} className={secondaryButton}>
          {t('revoke.button')}
        </button>
      </Form>
    </GivingPanel>
  );
}
