import type { ApiClient } from '~/shared/load-context';
import { isOk, messageOf, refusalOf } from '~/web/api/client';

/** What the screen's forms answer: which form, and a confirmation or the server's refusal ('' when it gave none). */
export interface HealthActionResult {
  intent: string;
  /** The person the call was about (the answer shows beside their row). */
  supporterId?: string;
  done?: string | null;
  error?: string;
}

/** Sponsor health's action: "called" with its note, or the weekly e-mail's setting; one API call each. */
export async function healthAction(api: ApiClient, form: Record<string, string>): Promise<HealthActionResult> {
  const intent = form.intent ?? '';
  const call =
    intent === 'call'
      ? api.send('POST', '/api/sponsor-health/calls', {
          supporterId: (form.supporterId ?? '').trim(),
          note: form.note ?? '',
        })
      : intent === 'settings'
        ? api.send('PUT', '/api/sponsor-health/settings', { weeklyCalls: form.weeklyCalls ?? '' })
        : null;
  if (!call) return { intent, error: '' };
  const res = await call;
  const supporterId = intent === 'call' ? form.supporterId : undefined;
  return isOk(res)
    ? { intent, supporterId, done: messageOf(res.body) }
    : { intent, supporterId, error: refusalOf(res.body) ?? '' };
}
