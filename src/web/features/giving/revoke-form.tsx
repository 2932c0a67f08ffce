import { GivingPanel } from './panel';
import { SendButton, SignedForm } from './signed-form';
import type { GivingT } from './page-t';

/**
 * "Sign out of all links": every link to this page sent so far (receipts, reminders,
 * a forwarded one) stops working, this one too, and a fresh one is e-mailed. A plain
 * form: works without JavaScript.
 */
export function RevokeForm({ t, token }: { t: GivingT; token: string }) {
  return (
    <GivingPanel headingId="revoke-heading" heading={t('revoke.heading')} intro={t('revoke.intro')}>
      <SignedForm token={token} intent="revoke" className="mt-4">
        <SendButton>{t('revoke.button')}</SendButton>
      </SignedForm>
    </GivingPanel>
  );
}
