import { type ApiInit, bodyOf, browserCall } from '~/web/api/client';

/**
 * The dashboard's calls to /api from the browser, through the one client. The session
 * travels in the httpOnly cookie; a refusal throws the client's ApiError.
 */
export async function adminFetch<T = unknown>(path: string, init: ApiInit = {}): Promise<T> {
  const res = await browserCall<T>(path, init);
  if (res.status === 401) {
    // The session ended (logout elsewhere, expiry): back to the login page.
    localStorage.removeItem('isAuthenticated');
    window.location.assign('/dashboard/login');
  }
  return bodyOf(res);
}
