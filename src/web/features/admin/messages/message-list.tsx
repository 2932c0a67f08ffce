import { Link } from 'react-router';
import { formatDate } from '~/shared/format';
import { Spinner } from '~/web/components/alert';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { StatusIcon } from './status-icon';
import type { Message } from '~/shared/schemas/message';
import { preview } from './types';

export function MessageList({
  messages,
  selectedId,
  loading,
  hrefFor,
}: {
  messages: Message[];
  selectedId: string | null;
  loading: boolean;
  hrefFor: (id: string) => string;
}) {
  const { t, i18n } = useAdminT('admin');
  if (messages.length === 0) {
    return loading ? (
      <Spinner label={t('messages.loading')} />
    ) : (
      <div className="p-8 text-center">
        <p className="font-semibold text-slate-900">{t('messages.empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('messages.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('messages.listLabel')}>
      {messages.map((m) => {
        const selected = m._id === selectedId;
        const unread = m.status === 'Unread';
        return (
          <li key={m._id}>
            <Link
              to={hrefFor(m._id)}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              data-message={m._id}
              className={`block px-4 py-3 hover:bg-slate-50 ${selected ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : ''}`}
            >
              <div className="flex items-start gap-3">
                <span className="mt-1 flex w-3 shrink-0 justify-center">
                  {unread && (
                    <span
                      aria-hidden="true"
                      data-testid="unread-dot"
                      className="h-2.5 w-2.5 rounded-full bg-blue-600"
                    />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className={`truncate text-slate-900 ${unread ? 'font-bold' : 'font-medium'}`}>{m.name}</span>
                    <span className="shrink-0 text-xs text-slate-600">
                      {formatDate(m.createdAt, i18n.language, { month: 'short', day: 'numeric' })}
                    </span>
                  </div>
                  <span className="block truncate text-xs text-slate-600">{m.email}</span>
                  <span
                    className={`mt-1 block truncate text-sm ${unread ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                  >
                    {m.subject}
                  </span>
                  <span className="mt-0.5 flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{preview(m.message)}</span>
                    <StatusIcon
                      status={m.status}
                      label={t('messages.statusLabel', { status: t(`messages.status.${m.status}`) })}
                    />
                  </span>
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
