import { eq } from 'drizzle-orm';
import { adminUsers } from '~/server/core/db/schema';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';
import { expectJson, send } from './api';
import { givingTokenOf } from './child-news';
import type { TestServer } from './server';
import { makeStaff, tokenFor } from './staff';

/** The news of the sponsor at `email`'s first child, as their signed page reads it. */
export async function sponsorNewsOf(s: TestServer, email: string): Promise<SponsoredChildNews> {
  const token = await givingTokenOf(s.database.db, email);
  const { data } = await expectJson<{ data: SponsoredChildNews[] }>(
    await s.request(`/api/giving/news?token=${token}`),
    200,
  );
  return data[0]!;
}

/** A sponsorship staff member who translates `pairs`, set by an administrator (`admin`'s token) on the Staff screen's route. */
export async function translatorToken(s: TestServer, admin: string, pairs: string[]): Promise<string> {
  const db = s.database.db;
  const email = await makeStaff(db, 'sponsorship');
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  await expectJson(await send(s, 'PUT', `/api/staff/${user!.id}/translates`, { pairs }, admin), 200);
  return tokenFor(s, email);
}
