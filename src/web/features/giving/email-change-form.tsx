import { TextField } from '~/web/components/field';
import { FormAnswer, useFormAction } from './outcome';
import type { MyDataResult } from './my-data-result';
import { primaryButton } from './buttons';
import { GivingPanel } from './panel';
import { SendButton, SignedForm } from './signed-form';
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
  const action = useFormAction('my-data-email');
  return (
    <GivingPanel
      id="my-data-email"
      level={3}
      heading={t('myData.email.heading')}
      intro={t('myData.email.intro', { email })}
    >
      <FormAnswer result={result} done={result?.emailDone} fallback={t('error')} className="mt-4" />
      <SignedForm token={token} intent="my-data-email" action={action} className="mt-4 space-y-4">
        <TextField
          label={t('myData.email.label')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={result?.emailError !== undefined ? result.emailError || t('error') : undefined}
        />
        <SendButton className={primaryButton}>{t('myData.email.submit')}</SendButton>
      </SignedForm>
    </GivingPanel>
  );
}
