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
