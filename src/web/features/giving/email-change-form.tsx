import { Form, useNavigation } from 'react-router';
import { TextField } from '~/web/components/field';
import { FormAnswer, useFormAction } from './outcome';
import type { MyDataResult } from './my-data-result';
import { primaryButton } from './buttons';
import { GivingPanel } from './panel';
import type { GivingT } from './page-t';

/**
 * "Change your e-mail address" (issue 41): the new address gets a link, and nothing changes
 * until it is followed (/my-giving/email). A plain form: without JavaScript the page comes
 * back at this panel, its outcome written in it.
 */
export function EmailChangeForm({
  t,
  token,
  email,
  result,
}: {
  t: GivingT;
  token: string;
  email: string;
  result: MyDataResult | undefined;
}) {
  const busy = useNavigation().state !== 'idle';
  const action = useFormAction('my-data-email');
  return (
    <GivingPanel
      id="my-data-email"
      headingId="my-data-email-heading"
      level={3}
      heading={t('myData.email.heading')}
      intro={t('myData.email.intro', { email })}
    >
      <FormAnswer result={result} done={result?.emailDone} fallback={t('error')} className="mt-4" />
      <Form method="post" action={action} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="my-data-email" />
        <input type="hidden" name="token" value={token} />
        <TextField
          label={t('myData.email.label')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={result?.emailError !== undefined ? result.emailError || t('error') : undefined}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {t('myData.email.submit')}
        </button>
      </Form>
    </GivingPanel>
  );
}
