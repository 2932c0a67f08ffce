import { useRef, useState } from 'react';
import { newsletterComposeSchema } from '~/shared/schemas/newsletter';
import { Alert } from '~/web/components/alert';
import { useAdminT } from '../admin-i18n';
import { adminCall } from '../api';
import { newsletterContracts } from '~/shared/contracts/newsletter';
import { Fields, type FieldSpec } from '../kit/fields';
import { FormActions } from '../kit/form-panel';
import { useSchemaForm } from '../kit/use-schema-form';
import type { Audience } from './types';

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
  const [failure, setFailure] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());

  function keyFor(content: string): string {
    let key = keys.current.get(content);
    if (!key) keys.current.set(content, (key = crypto.randomUUID()));
    return key;
  }

  const form = useSchemaForm({
    schema: newsletterComposeSchema,
    initial: () => ({ subject: '', message: '' }),
    send: async (data) => {
      setFailure(null);
      const res = await adminCall(newsletterContracts.send, {
        headers: { 'idempotency-key': keyFor(`${data.subject}\u0000${data.message}`) },
        body: { ...data, ...(audience.kind === 'one' ? { subscriptionId: audience.subscription._id } : {}) },
      });
      onSent({ ...res.data, subject: data.subject });
    },
    onFailed: () => setFailure(t('newsletter.alerts.sendFailed')),
  });

  const label = (key: string) => t(`newsletter.compose.${key}`);
  const specs: FieldSpec[] = [
    { name: 'subject', label: label('subject'), input: { required: true, maxLength: 200 } },
    { name: 'message', label: label('message'), rows: 8, input: { required: true, maxLength: 20000 } },
  ];
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {audience.kind === 'all'
          ? t('newsletter.compose.toAll', { count: subscriberCount })
          : t('newsletter.compose.toOne', { email: audience.subscription.email })}
      </p>
      <Fields specs={specs} bind={form.field} />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormActions
        end
        saving={form.saving}
        submit={label('send')}
        savingLabel={label('sending')}
        cancel={label('cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
