import type { Message } from '~/shared/schemas/message';
import { Icon } from '../kit/icon';

/** Each status's icon (a closed envelope, an open one, a reply arrow), its colour and its badge's. */
const looks: Record<Message['status'], { path: string; colour: string; badge: string }> = {
  Unread: { path: 'M3 6h18v12H3z M3 6l9 7 9-7', colour: 'text-blue-700', badge: 'bg-blue-100 text-blue-800' },
  Read: { path: 'M3 10l9-6 9 6v9H3z M3 10l9 6 9-6', colour: 'text-slate-500', badge: 'bg-slate-100 text-slate-700' },
  Responded: {
    path: 'M10 8L4 13l6 5 M4 13h10a6 6 0 016 6',
    colour: 'text-green-700',
    badge: 'bg-green-100 text-green-800',
  },
};

export function StatusIcon({ status, label }: { status: Message['status']; label: string }) {
  return (
    <span className={`inline-flex ${looks[status].colour}`} data-status={status}>
      <Icon d={looks[status].path} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function StatusBadge({ status, text }: { status: Message['status']; text: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${looks[status].badge}`}
      data-testid="status-badge"
    >
      {text}
    </span>
  );
}
