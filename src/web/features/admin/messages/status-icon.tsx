import type { Message } from '~/shared/schemas/message';

const paths: Record<Message['status'], string> = {
  // A closed envelope, an open one, and a reply arrow.
  Unread: 'M3 6h18v12H3z M3 6l9 7 9-7',
  Read: 'M3 10l9-6 9 6v9H3z M3 10l9 6 9-6',
  Responded: 'M10 8L4 13l6 5 M4 13h10a6 6 0 016 6',
};
const colours: Record<Message['status'], string> = {
  Unread: 'text-blue-700',
  Read: 'text-slate-500',
  Responded: 'text-green-700',
};

export function StatusIcon({ status, label }: { status: Message['status']; label: string }) {
  return (
    <span className={`inline-flex ${colours[status]}`} data-status={status}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={paths[status]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

const badges: Record<Message['status'], string> = {
  Unread: 'bg-blue-100 text-blue-800',
  Read: 'bg-slate-100 text-slate-700',
  Responded: 'bg-green-100 text-green-800',
};

export function StatusBadge({ status, text }: { status: Message['status']; text: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badges[status]}`}
      data-testid="status-badge"
    >
      {text}
    </span>
  );
}
