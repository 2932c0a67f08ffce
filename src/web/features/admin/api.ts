import type { AnswerOf, AnyContract, CallInput } from '~/shared/contract';
import { type ApiResponse, bodyOf, browserCallTo } from '~/web/api/client';

/** A 401 means the session ended (logout elsewhere, expiry): back to the login page. */
function signedIn<T>(res: ApiResponse<T>): T {
  if (res.status === 401) {
    localStorage.removeItem('isAuthenticated');
    window.location.assign('/dashboard/login');
  }
  return bodyOf(res);
}

/**
 * The dashboard's calls to /api from the browser, through the one client and a route's
 * contract (src/shared/contract.ts): the answer typed by it. The session travels in the
 * httpOnly cookie; a refusal throws the client's ApiError.
 */
export async function adminCall<C extends AnyContract>(
  c: C,
  ...input: object extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<AnswerOf<C>> {
  return signedIn(await browserCallTo<C>(c, ...input));
}
