/**
 * The dashboard's calls to /api from the browser. The session travels in the httpOnly
 * cookie (same origin); errors carry the server's `{ message }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `{ message }`, when it gave one (a proxy's error page has none). */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP error! status: ${status}`);
  }
}

export async function adminFetch<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) h.set('content-type', 'application/json');
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.status === 401 && typeof window !== 'undefined') {
    // The session ended (logout elsewhere, expiry): back to the login page.
    localStorage.removeItem('isAuthenticated');
    window.location.assign('/dashboard/login');
  }
  if (!res.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ApiError(res.status, typeof message === 'string' && message ? message : null);
  }
  return body as T;
}
