import { type Ref } from 'react';
import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { StatusBadge } from './status-icon';
import type { Message } from '~/shared/schemas/message';
import { messageLines } from './types';
import { replyHref } from '../records/reply-link';
import { mailtoHref } from '~/web/components/mailto';
import { buttonClass } from '~/web/features/admin/kit/button';

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
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">{t('messages.received')}</dt>
        <dd>
          <time dateTime={message.createdAt}>
            {formatDate(message.createdAt, i18n.language, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        </dd>
        {message.phone && (
          <>
            <dt className="font-medium text-slate-600">{t('messages.phone')}</dt>
            <dd>
              <a href={`tel:${message.phone}`} className="text-brand-700 underline">
                {message.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="font-medium text-slate-600">{t('messages.subject')}</dt>
        <dd className="font-semibold break-words">{message.subject}</dd>
      </dl>
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
        <button
          type="button"
          onClick={onResponded}
          disabled={busy !== null || message.status === 'Responded'}
          className={buttonClass({ tone: 'primary', size: 'sm' })}
        >
          {t('messages.markResponded')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={busy !== null}
          className={buttonClass({ tone: 'destructive', size: 'sm' })}
        >
          {busy === 'deleting' ? t('messages.deleting') : t('messages.delete')}
        </button>
      </div>
    </article>
  );
}
