/** Fields never worth showing in a change: bookkeeping, and what can be large or secret. */
const SKIPPED = new Set(['updatedAt', 'createdAt', 'passwordHash', 'tokenHash', 'bytes']);

type Plain = Record<string, unknown>;

function plain(record: object): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(record)) {
    if (SKIPPED.has(key) || value === undefined) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const NAME_FIELDS = ['name', 'title', 'subject', 'sponsorName', 'buyerName', 'email'] as const;

/**
 * What the log's row calls a record: its name, title or subject (a gift's, a post's, a
 * child's, a skill's...), else a person's name or address; null when it has none.
 */
export function recordName(record: object | null | undefined): string | null {
  if (!record) return null;
  const r = record as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);
  const person = [text(r.firstName), text(r.lastName)].filter(Boolean).join(' ');
  for (const key of NAME_FIELDS) {
    const found = text(r[key]);
    if (found) return found;
    if (key === 'buyerName' && person) return person;
  }
  return person || null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an activity record keeps of a change: for an edit (both sides given) only the
 * fields that changed, each as it was and as it became; otherwise the one side whole.
 */
export function activityChange(
  before: object | null,
  after: object | null,
): { before: Plain | null; after: Plain | null } {
  if (!before || !after) return { before: before && plain(before), after: after && plain(after) };
  const was = plain(before);
  const now = plain(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => !same(was[k], now[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, was[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, now[k] ?? null])),
  };
}
