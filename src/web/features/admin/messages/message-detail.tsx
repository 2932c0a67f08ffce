import { type Ref } from 'react';
import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { StatusBadge } from './status-icon';
import type { Message } from '~/shared/schemas/message';
import { messageLines } from './types';
import { replyHref } from '../records/reply-link';
import { mailtoHref } from '~/web/components/mailto';
import { Button, buttonClass } from '~/web/features/admin/kit/button';
import { DetailList } from '~/web/features/admin/kit/panel';
import { IntentForm } from '~/web/features/admin/kit/intent-post';

/**
 * One message, its reply link and its two actions: forms posted to the screen's action
 * (`responded`, `remove`), natively before the script has loaded; after, `onResponded` and
 * `onDelete` (which asks first) post them.
 */
export function MessageDetail({
  message,
  headingRef,
  busy,
  onResponded,
  onDelete,
}: {
  message: Message;
  headingRef: Ref<HTMLHeadingElement>;
  busy: 'responding' | 'deleting' | null;
  onResponded: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const reply = useAdminT('records').t;
  return (
    <article aria-labelledby="message-detail-name" className="p-5 md:p-6" data-detail={message._id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id="message-detail-name"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold break-words text-slate-900"
          >
            {message.name}
          </h3>
          <a href={mailtoHref(message.email)} className="text-sm break-all text-brand-700 underline">
            {message.email}
          </a>
        </div>
        <StatusBadge status={message.status} text={t(`messages.status.${message.status}`)} />
      </div>
      <DetailList
        className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]"
        rowClassName="contents"
        valueClassName=""
        rows={[
          [
            'received',
            t('messages.received'),
            <time key="received" dateTime={message.createdAt}>
              {formatDate(message.createdAt, i18n.language, { dateStyle: 'full', timeStyle: 'short' })}
            </time>,
          ],
          [
            'phone',
            t('messages.phone'),
            !!message.phone && (
              <a key="phone" href={`tel:${message.phone}`} className="text-brand-700 underline">
                {message.phone}
              </a>
            ),
          ],
          [
            'subject',
            t('messages.subject'),
            <span key="subject" className="font-semibold break-words">
              {message.subject}
            </span>,
          ],
        ]}
      />
      <div className="mt-5 space-y-3 rounded-lg bg-slate-50 p-4 break-words text-slate-800" data-testid="message-body">
        {messageLines(message.message).map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={replyHref(message.email, message.subject)}
          className={buttonClass({ tone: 'outline', size: 'sm' })}
          aria-label={reply('reply.label', { name: message.name })}
        >
          {reply('reply.button')}
        </a>
        <IntentForm intent="responded" id={message._id} onPost={onResponded}>
          <Button type="submit" size="sm" disabled={busy !== null || message.status === 'Responded'}>
            {t('messages.markResponded')}
          </Button>
        </IntentForm>
        <IntentForm intent="remove" id={message._id} onPost={onDelete}>
          <Button type="submit" tone="destructive" size="sm" disabled={busy !== null}>
            {busy === 'deleting' ? t('messages.deleting') : t('messages.delete')}
          </Button>
        </IntentForm>
      </div>
    </article>
  );
}
