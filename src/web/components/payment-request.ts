/**
 * What a payment form's route action answers (donation, gift order, sponsorship),
 * sent with an Idempotency-Key so a repeated click or a retry after a dropped
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

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
