import { type FormEvent, useId, useState } from 'react';
import { TextArea, TextField } from '~/web/components/field';
import { ApiError } from '~/web/api/client';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminCall } from '~/web/features/admin/api';
import { smsContracts } from '~/shared/contracts/sms';
import { ToastRegion, useToast } from '~/web/features/admin/kit/toast';
import { SMS_STAFF_MAX_CHARS } from '~/shared/schemas/sms';
import { shapeOf } from '~/shared/sms-segments';
import { Button } from '../kit/button';

/**
 * A short text message to one supporter (`smsContracts.send`): the number given
 * (a donor's record passes theirs), the characters and SMS parts counted as typed, the
 * server's refusal (a number SMS cannot reach, STOP, the daily cap) shown as it says it.
 */
export function SendSmsForm({ phone: given = '', onSent }: { phone?: string; onSent?: () => void }) {
  const { t } = useAdminT('sms');
  const headingId = useId();
  const [phone, setPhone] = useState(given);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'phone' | 'text' | null; message: string } | null>(null);
  const { toast, show } = useToast(6000);
  const shape = shapeOf(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminCall(smsContracts.send, { body: { phone, text } });
      setText('');
      show(t('admin.send.sent'), 'success');
      onSent?.();
    } catch (err) {
      const message = err instanceof ApiError && err.serverMessage ? err.serverMessage : t('admin.send.failed');
      const field = /^phone: /.test(message) ? 'phone' : /^text: /.test(message) ? 'text' : null;
      setError({ field, message: message.replace(/^(phone|text): /, '') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('admin.send.heading')}
      </h2>
      <form onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3" noValidate>
        <TextField
          label={t('admin.send.phone')}
          type="tel"
          name="phone"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={error?.field === 'phone' ? error.message : undefined}
          required
        />
        <TextArea
          label={t('admin.send.text')}
          name="text"
          rows={3}
          value={text}
          maxLength={SMS_STAFF_MAX_CHARS}
          onChange={(e) => setText(e.target.value)}
          error={error?.field === 'text' ? error.message : undefined}
          hint={`${t('admin.send.count', { count: shape.segments, chars: [...text].length })}${shape.encoding === 'ucs2' ? ` ${t('admin.send.unicode')}` : ''}`}
          required
        />
        {error && !error.field && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {error.message}
          </p>
        )}
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? t('admin.send.sending') : t('admin.send.submit')}
          </Button>
        </div>
      </form>
      <ToastRegion toast={toast} inline />
    </section>
  );
}
