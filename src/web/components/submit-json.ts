import { refusalText } from '~/web/components/refusal-text';

/**
 * A form's POST to /api from the browser: success, or a failure carrying the server's
 * `{ message }` when it gave one (null for a network failure or a body without one).
 */
export type SubmitOutcome = { ok: true } | { ok: false; message: string | null };

export async function submitJson(url: string, body: unknown): Promise<SubmitOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.ok) return { ok: true };
    const answer = (await res.json().catch(() => null)) as { message?: string } | null;
    return { ok: false, message: refusalText(answer?.message) || null };
  } catch {
    return { ok: false, message: null };
  }
}
