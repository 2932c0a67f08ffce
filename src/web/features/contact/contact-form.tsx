import { useEffect, useState } from 'react';
import { Alert } from '~/web/components/alert';
import { TextArea, TextField } from '~/web/components/field';
import { FormOutcome } from '~/web/components/form-outcome';
import type { FormResult } from '~/web/components/form-errors';
import { useActionForm, useFieldProps } from '~/web/components/use-action-form';
import { SubmitButton } from '~/web/components/buttons';
import { useT } from '~/web/i18n';
import { PrivacyLink } from '~/web/components/privacy-link';
import { FormCard } from '~/web/features/chrome/form-card';

/** docs/product.md: the success or error banner shows for 5 seconds, then clears. */
export const BANNER_MS = 5_000;

/** Where a plain post's answer page opens (FormCard): the thanks or the refusal, above the fields. */
const CONTACT_OUTCOME = 'contact-outcome';

type Status = { kind: 'success' } | { kind: 'error'; message: string | null } | null;

const statusOf = (result: FormResult | undefined): Status =>
  !result
    ? null
    : result.ok
      ? { kind: 'success' }
      : Object.keys(result.errors).length
        ? null
        : { kind: 'error', message: result.message };

const loadSchema = () => import('~/shared/schemas/message').then((m) => m.contactSchema);

/**
 * docs/product.md's contact form: idle, submitting ('Sending...'), success or error. It posts to
 * the page's action, with or without JavaScript.
 */
export function ContactForm({ result }: { result?: FormResult }) {
  const { t } = useT('public');
  const [status, setStatus] = useState<Status>(statusOf(result));
  const actionForm = useActionForm({
    loadSchema,
    initial: result,
    onSend: () => setStatus(null),
    onResult(answer, form) {
      if (answer.ok) form?.reset();
      setStatus(statusOf(answer));
    },
  });
  const { onSubmit, busy } = actionForm;
  const field = useFieldProps('contact', actionForm);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <FormCard name="contact" onSubmit={(e) => void onSubmit(e)} loadSchema={loadSchema}>
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {t('contact.formTitle')}
      </h2>
      <FormOutcome outcome={status} id={CONTACT_OUTCOME}>
        {status?.kind === 'success' && (
          <Alert tone="success" title={t('contact.successTitle')}>
            {t('contact.successText')}
          </Alert>
        )}
        {status?.kind === 'error' && (
          <Alert tone="error" title={t('contact.errorTitle')}>
            <p>{t('contact.errorText')}</p>
            {status.message && <p className="mt-1 text-sm">{status.message}</p>}
          </Alert>
        )}
      </FormOutcome>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('contact.fullname')} required autoComplete="name" {...field('fullname')} />
        <TextField label={t('contact.email')} type="email" required autoComplete="email" {...field('email')} />
        <TextField label={t('contact.phoneNumber')} type="tel" autoComplete="tel" {...field('phoneNumber')} />
        <TextField label={t('contact.subject')} required {...field('subject')} />
      </div>
      <TextArea label={t('contact.message')} required rows={6} {...field('message')} />
      <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} />
      <PrivacyLink />
    </FormCard>
  );
}
