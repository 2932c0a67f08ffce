import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { TextArea, TextField } from '~/web/components/field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';
import { ToastRegion, useToast } from '~/web/features/admin/kit/toast';
import { SMS_STAFF_MAX_CHARS } from '~/shared/schemas/sms';
import { shapeOf } from '~/shared/sms-segments';
import { Button } from '../kit/button';

/** The Text messages screen's answer to the form (its `intentAction`): what was typed comes back with it. */
export type SmsAnswer = ActionAnswer & { phone?: string; text?: string };

/** A refusal that names its field ("phone: …") is said beside it; any other above the button. */
function refusalOf(answer: SmsAnswer | null | undefined, failed: string) {
  if (!answer || answer.ok) return null;
  const message = answer.message ?? failed;
  const field = /^phone: /.test(message) ? 'phone' : /^text: /.test(message) ? 'text' : null;
  return { field, message: message.replace(/^(phone|text): /, '') };
}

/**
 * A short text message to one supporter (`smsContracts.send`), posted to the Text messages
 * screen's action (`intent=send`; a plain form without JavaScript, a fetcher with it, so a
 * donor's record stays open): the number given (a donor's record passes theirs), the
 * characters and SMS parts counted as typed, the server's refusal (a number SMS cannot
 * reach, STOP, the daily cap) shown as it says it. `here`: the form is on the Text messages
 * screen itself, whose list is read again after a message is queued; `answer`: that
 * screen's answer to a form posted without JavaScript.
 */
export function SendSmsForm({
  phone: given = '',
  here = false,
  answer,
}: {
  phone?: string;
  here?: boolean;
  answer?: SmsAnswer | null;
}) {
  const { t } = useAdminT('sms');
  const headingId = useId();
  const fetcher = useFetcher<SmsAnswer>();
  const [phone, setPhone] = useState(answer?.phone ?? given);
  const [text, setText] = useState(answer && !answer.ok ? (answer.text ?? '') : '');
  const { toast, show } = useToast(6000);
  const shape = shapeOf(text);
  const busy = fetcher.state === 'submitting';
  const result = busy ? null : (fetcher.data ?? answer);
  const error = refusalOf(result, t('admin.send.failed'));
  // Queued: the text is cleared and the toast says so, once per answer.
  const seen = useRef<SmsAnswer | null>(null);
  useEffect(() => {
    const done = fetcher.data;
    if (!done || seen.current === done) return;
    seen.current = done;
    if (done.ok) {
      setText('');
      show(t('admin.send.sent'), 'success');
    }
  }, [fetcher.data, show, t]);
  // Posted without JavaScript: the page itself says it was queued.
  const said =
    toast ?? (answer?.ok && !fetcher.data ? { id: 0, text: t('admin.send.sent'), tone: 'success' as const } : null);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('admin.send.heading')}
      </h2>
      <fetcher.Form
        method="post"
        // The Text messages screen answers; from a donor's record, their page is not read again.
        action={here ? undefined : '../text_messages'}
        relative="path"
        defaultShouldRevalidate={here ? undefined : false}
        className="mt-3 grid gap-3"
        noValidate
      >
        <input type="hidden" name="intent" value="send" />
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
      </fetcher.Form>
      <ToastRegion toast={said} inline />
    </section>
  );
}
