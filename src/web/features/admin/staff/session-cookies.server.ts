import type { ApiResponse } from '~/web/api/client';
import type { LoginAnswer } from '~/shared/schemas/auth';

/**
 * The cookies a sign-in step's API answer set, passed on to the browser with the page's
 * answer; marked Secure when the page was served over HTTPS.
 */
export function sessionHeaders(request: Request, res: ApiResponse<unknown>): Headers {
  const https = new URL(request.url).protocol === 'https:';
  const headers = new Headers();
  for (const cookie of res.setCookies ?? [])
    headers.append('set-cookie', https && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
  return headers;
}

/** Where a sign-in answer leads: the dashboard, the second factor, or its enrolment. */
export function nextPage({ next }: LoginAnswer): string {
  return next === 'dashboard'
    ? '/dashboard/analysis'
    : next === 'second-factor'
      ? '/dashboard/login/verify'
      : '/dashboard/login/enrol';
}
