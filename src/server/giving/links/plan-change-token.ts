import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-use link that confirms a raise of a plan's amount: `<request id>.<HMAC>`,
 * signed with the giving links' key under a purpose of its own (a giving link never
 * confirms, and this never opens a giving page). Expiry and single use are the
 * request's own (`plan_change_requests`): nothing secret is stored.
 */
const PURPOSE = 'plan-change';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const PLAN_CHANGE_TTL_MS = 48 * 3600_000;

const mac = (requestId: string, secret: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${requestId}`).digest('base64url');

export const signPlanChangeToken = (requestId: string, secret: string) => `${requestId}.${mac(requestId, secret)}`;

/** The request a token stands for; null when malformed or forged. */
export function verifyPlanChangeToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length || !UUID.test(id)) return null;
  const expected = Buffer.from(mac(id, secret));
  const got = Buffer.from(given);
  return expected.length === got.length && timingSafeEqual(expected, got) ? id : null;
}
