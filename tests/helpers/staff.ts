import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { createAdmin } from '~/server/staff/auth/first-admin';
import type { StaffRole } from '~/shared/staff-roles';
import type { TestServer } from './server';

/** A password each test person signs in with: long and not common. */
export const STAFF_PASSWORD = 'amber-giraffe-lantern-42';

/** Makes a person of `role` (as `npm run admin` would, then the role set) and returns their e-mail. */
export async function makeStaff(
  db: Db,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@test.example`,
) {
  await createAdmin(db, { email, password: STAFF_PASSWORD, name: `A ${role}` });
  await db.update(adminUsers).set({ role }).where(eq(adminUsers.email, email));
  return email;
}

/** Signs in with a password and answers the API's body and the session cookie it set. */
export async function passwordSignIn(s: TestServer, email: string, password = STAFF_PASSWORD) {
  const res = await s.request('/api/auth/login', { method: 'POST', json: { email, password } });
  const cookie = (res.headers.get('set-cookie') ?? '').match(/sid=([^;]+)/)?.[1] ?? null;
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie };
}

/** A bearer token for a person signing in with a password alone. */
export async function tokenFor(s: TestServer, email: string): Promise<string> {
  const { status, body } = await passwordSignIn(s, email);
  if (status !== 200 || body.next !== 'dashboard') throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

/** The path and query of the last staff link e-mailed to `to` (invitation or reset), read from the outbox. */
export async function emailedStaffLink(s: TestServer, to: string, page: 'invitation' | 'reset'): Promise<string> {
  const rows = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase()));
  const links = rows.flatMap(
    (r) => r.text.match(new RegExp(`https?://\\S+/dashboard/login/${page}\\?token=\\S+`, 'g')) ?? [],
  );
  const last = links.at(-1);
  if (!last) throw new Error(`no ${page} link e-mailed to ${to}`);
  const url = new URL(last);
  return url.pathname + url.search;
}

/** The token of that link. */
export const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? '';

/** A cookie header from a sign-in step's answer (the session cookie it set), for the next step. */
export const sidCookie = (res: Response) => {
  const sid = (res.headers.get('set-cookie') ?? '').match(/sid=([^;]+)/)?.[1];
  return sid ? `sid=${sid}` : '';
};
