import { Form, useNavigation } from 'react-router';
import { TextField } from '~/web/components/field';
import { Outcome, useFormAction } from './outcome';
import type { MyDataResult } from './my-data-result';
import type { GivingT } from './page-t';

const primary =
  'min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';

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
    <section
      id="my-data-email"
      aria-labelledby="my-data-email-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id="my-data-email-heading" className="text-xl font-semibold text-slate-900">
        {t('myData.email.heading')}
      </h3>
      <p className="mt-2 text-slate-700">{t('myData.email.intro', { email })}</p>
      {result?.emailDone && (
        <div className="mt-4">
          <Outcome result={result} tone="success">
            {result.emailDone}
          </Outcome>
        </div>
      )}
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
        <button type="submit" disabled={busy} className={primary}>
          {t('myData.email.submit')}
        </button>
      </Form>
    </section>
  );
}
