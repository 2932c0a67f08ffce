import { apiFetch, refusalOf } from '~/web/api/client';

/**
 * Browser-side POST of a payment (donation, gift order, sponsorship) through the one
 * API client, with an Idempotency-Key, so a repeated click or a retry after a dropped
 * connection records one payment. Every outcome is returned, never thrown: the page
 * shows a refusal or a network failure.
 */
export type PaymentOutcome<T> =
  | { ok: true; status: number; message: string; data: T }
  | { ok: false; reason: 'refused'; status: number; message: string }
  | { ok: false; reason: 'network' };

export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per distinct payload: a retry of the very same request reuses its key (the
 * server replays the first answer), any change of the details takes a new one.
 */
export function idempotencyKeys() {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const text = JSON.stringify(payload);
      if (last?.payload !== text) last = { payload: text, key: newIdempotencyKey() };
      return last.key;
    },
    forget() {
      last = null;
    },
  };
}

export async function postPayment<T>(path: string, body: unknown, idempotencyKey: string): Promise<PaymentOutcome<T>> {
  let res: Response;
  try {
    res = await apiFetch(path, { method: 'POST', json: body, headers: { 'idempotency-key': idempotencyKey } });
  } catch {
    return { ok: false, reason: 'network' };
  }
  const parsed = (await res.json().catch(() => ({}))) as { data?: T };
  const message = refusalOf(parsed) ?? '';
  if (!res.ok) return { ok: false, reason: 'refused', status: res.status, message };
  return { ok: true, status: res.status, message, data: parsed.data as T };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
