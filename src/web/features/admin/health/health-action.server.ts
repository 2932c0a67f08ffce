import type { ApiClient } from '~/shared/load-context';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';
import { call, isOk, messageOf, refusalOf } from '~/web/api/client';

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
  const weeklyCalls = form.weeklyCalls;
  const sent =
    intent === 'call'
      ? call(api, sponsorHealthContracts.markCalled, {
          body: { supporterId: (form.supporterId ?? '').trim(), note: form.note ?? '' },
        })
      : // A value the form does not offer is refused here, as the API would refuse it.
        intent === 'settings' && (weeklyCalls === 'on' || weeklyCalls === 'off')
        ? call(api, sponsorHealthContracts.saveSettings, { body: { weeklyCalls } })
        : null;
  if (!sent) return { intent, error: '' };
  const res = await sent;
  const supporterId = intent === 'call' ? form.supporterId : undefined;
  return isOk(res)
    ? { intent, supporterId, done: messageOf(res.body) }
    : { intent, supporterId, error: refusalOf(res.body) ?? '' };
}
