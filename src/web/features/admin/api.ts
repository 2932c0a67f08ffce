import type { AnswerOf, AnyContract, CallInput } from '~/shared/contract';
import { type ApiInit, type ApiResponse, bodyOf, browserCall, browserCallTo } from '~/web/api/client';

/** The session ended (logout elsewhere, expiry): back to the login page. */
function leaveOn401(res: ApiResponse<unknown>): void {
  if (res.status !== 401) return;
  localStorage.removeItem('isAuthenticated');
  window.location.assign('/dashboard/login');
}

/**
 * The dashboard's calls to /api from the browser, through the one client. The session
 * travels in the httpOnly cookie; a refusal throws the client's ApiError.
 */
export async function adminFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const res = await browserCall<T>(path, init);
  leaveOn401(res);
  return bodyOf(res);
}

/** `adminFetch` through a route's contract (src/shared/contract.ts): the answer has its type. */
export async function adminCall<C extends AnyContract>(
  c: C,
  ...input: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<AnswerOf<C>> {
  const res = await browserCallTo(c, ...input);
  leaveOn401(res);
  return bodyOf(res);
}
