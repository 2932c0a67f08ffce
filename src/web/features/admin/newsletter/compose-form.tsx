import { useRef, useState, type FormEvent } from 'react';
import { newsletterComposeSchema } from '~/shared/schemas/newsletter';
import { Alert } from '~/web/components/alert';
import { TextArea, TextField } from '~/web/components/field';
import { useFieldError } from '~/web/i18n';
import { useAdminT } from '../admin-i18n';
import { adminFetch } from '../api';
import type { Audience } from './types';

type Field = 'subject' | 'message';

/**
 * The body of the 'Send Newsletter' modal. One Idempotency-Key per content of the form
 * (subject and message), so a retried or double-sent request never mails anyone twice,
 * even after an edit undone, and a retry after a real edit is the edited newsletter (a
 * new key), not the first one again.
 */
export function ComposeForm({
  audience,
  subscriberCount,
  onSent,
  onCancel,
}: {
  audience: Audience;
  subscriberCount: number;
  onSent: (send: { _id: string; total: number; subject: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useAdminT('adminContent');
  const fieldError = useFieldError();
  const [values, setValues] = useState({ subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const keys = useRef(new Map<string, string>());

  const change = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  function keyFor(content: string): string {
    let key = keys.current.get(content);
    if (!key) keys.current.set(content, (key = crypto.randomUUID()));
    return key;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterComposeSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= fieldError(issue.message);
      setErrors(next);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const res = await adminFetch<{ data: { _id: string; total: number } }>('/api/send-newsletter', {
        method: 'POST',
        headers: { 'idempotency-key': keyFor(`${parsed.data.subject}\u0000${parsed.data.message}`) },
        json: {
          ...parsed.data,
          ...(audience.kind === 'one' ? { subscriptionId: audience.subscription._id } : {}),
        },
      });
      onSent({ ...res.data, subject: parsed.data.subject });
    } catch (err) {
      console.error('Sending the newsletter failed', err);
      setFailure(t('newsletter.alerts.sendFailed'));
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {audience.kind === 'all'
          ? t('newsletter.compose.toAll', { count: subscriberCount })
          : t('newsletter.compose.toOne', { email: audience.subscription.email })}
      </p>
      <TextField
        label={t('newsletter.compose.subject')}
        name="subject"
        required
        maxLength={200}
        value={values.subject}
        onChange={change('subject')}
        error={errors.subject}
      />
      <TextArea
        label={t('newsletter.compose.message')}
        name="message"
        required
        rows={8}
        maxLength={20000}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('newsletter.compose.cancel')}
        </button>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {sending ? t('newsletter.compose.sending') : t('newsletter.compose.send')}
        </button>
      </div>
    </form>
  );
}
