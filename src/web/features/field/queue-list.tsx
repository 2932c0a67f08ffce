import type { ReactNode } from 'react';
import { useTranslation } from '~/web/i18n';
import type { QueuedItem } from './store';
import type { OfficeItem } from './types';

const when = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang === 'rw' ? 'rw-RW' : lang, { dateStyle: 'medium', timeStyle: 'short' });

const tones = {
  waiting: 'border-amber-300 bg-amber-50',
  refused: 'border-red-300 bg-red-50',
  sent: 'border-emerald-300 bg-emerald-50',
} as const;

/** One group of the phone's queue, named for a screen reader: each item on a card of the group's tone. */
function QueueGroup({
  items,
  label,
  tone,
  children,
}: {
  items: QueuedItem[];
  label: string;
  tone: keyof typeof tones;
  children: (item: QueuedItem) => ReactNode;
}) {
  return (
    <ul className="mt-2 space-y-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={`rounded-lg border ${tones[tone]} p-3 text-sm`}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** A group under its own heading (its label), shown only when it holds an item. */
function HeadedQueueGroup({ headingClass, ...group }: Parameters<typeof QueueGroup>[0] & { headingClass?: string }) {
  if (group.items.length === 0) return null;
  return (
    <>
      <h3 className={headingClass ? `mt-6 text-lg font-bold ${headingClass}` : 'mt-6 text-lg font-bold'}>
        {group.label}
      </h3>
      <QueueGroup {...group} />
    </>
  );
}

/** What waits on the phone, what it could not send (and why), and what was sent (docs/field.md#on-the-phone). */
export function QueueList({
  queue,
  online,
  sending,
  onSend,
  onRemove,
}: {
  queue: QueuedItem[];
  online: boolean;
  sending: boolean;
  onSend: () => void;
  onRemove: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('fieldApp');
  const waiting = queue.filter((i) => i.state === 'waiting');
  const refused = queue.filter((i) => i.state === 'refused');
  const sent = queue
    .filter((i) => i.state === 'sent')
    .sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''))
    .slice(0, 20);
  const line = (item: QueuedItem) =>
    `${t(`queue.${item.kind}`)} · ${item.childName} · ${t('queue.capturedAt', { date: when(item.capturedAt, i18n.language) })}`;
  return (
    <section aria-labelledby="queue-title" className="mt-8">
      <h2 id="queue-title" className="text-xl font-bold">
        {t('queue.waiting', { count: waiting.length })}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('queue.noneWaiting')}</p>
      ) : (
        <>
          <QueueGroup items={waiting} label={t('queue.waitingList')} tone="waiting">
            {line}
          </QueueGroup>
          <button
            type="button"
            onClick={onSend}
            disabled={!online || sending}
            className="mt-3 min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 disabled:opacity-60"
          >
            {sending ? t('queue.sending') : online ? t('queue.sendNow') : t('queue.waitForConnection')}
          </button>
        </>
      )}
      <HeadedQueueGroup items={refused} label={t('queue.refused')} tone="refused" headingClass="text-red-800">
        {(item) => (
          <>
            <p>{line(item)}</p>
            <p role="alert" className="mt-1 font-semibold text-red-800">
              {item.message}
            </p>
            <button type="button" onClick={() => onRemove(item.id)} className="mt-2 min-h-11 underline">
              {t('queue.remove')}
            </button>
          </>
        )}
      </HeadedQueueGroup>
      <HeadedQueueGroup items={sent} label={t('queue.sent')} tone="sent">
        {(item) => (
          <>
            <p>{line(item)}</p>
            <p className="mt-1 text-emerald-900">{item.message}</p>
          </>
        )}
      </HeadedQueueGroup>
    </section>
  );
}

/** What the office has of this officer's (the server's list): waiting for review, approved, or returned with a reason. */
export function OfficeList({ items }: { items: OfficeItem[] }) {
  const { t } = useTranslation('fieldApp');
  return (
    <section aria-labelledby="office-title" className="mt-8">
      <h2 id="office-title" className="text-xl font-bold">
        {t('office.title')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('office.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item._id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              {t(`queue.${item.kind}`)} · {item.childName} ·{' '}
              {item.status === 'returned'
                ? t('office.returned', { reason: item.returnReason ?? '' })
                : t(`office.${item.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
