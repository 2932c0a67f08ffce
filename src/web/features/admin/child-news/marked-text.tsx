import type { ContactFlag } from '~/shared/schemas/child-news';

/** A letter's text with each contact detail found in it marked, for the moderator's eye. */
export function MarkedText({ text, flags }: { text: string; flags: readonly ContactFlag[] }) {
  const matches = [...new Set(flags.map((f) => f.match))].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!matches.length) return <>{text}</>;
  const escaped = matches.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = text.split(new RegExp(`(${escaped.join('|')})`, 'g'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
