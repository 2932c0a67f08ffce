import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { sponsorLetters } from '~/server/core/db/child-news-schema';
import { childDepartures } from '~/server/core/db/departure-schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';
import type { GivingPage } from '~/shared/schemas/giving-page';
import { expectJson } from '~test/api';
import { givingTokenOf, makeChild, makeSponsorship } from '~test/child-news';
import { startTestServer, type TestServer } from '~test/server';

/**
 * A sponsor's news, letters and gifts to their child follow the sponsorship's supporter:
 * once staff merge the address it was given with into the person's other record, the
 * person's other link reads the news, writes and gives; a stranger's link does neither.
 */
let s: TestServer;
let admin = '';
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
  admin = await s.login();
});
afterAll(() => s.close());

const OLD = 'pascal.old@example.org';
const NEW = 'pascal@example.org';
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvc: '123', cardName: 'Pascal N' };

describe('a sponsor merged from another address', () => {
  let childId = '';
  let sponsorshipId = '';
  let links = { now: '', stranger: '' };
  beforeAll(async () => {
    const db = s.database.db;
    const child = await makeChild(db, 'Divine');
    childId = child.id;
    const sponsorship = await makeSponsorship(db, child.id, OLD, 30, null);
    sponsorshipId = sponsorship.id;
    const oldId = (await findOrCreateSupporter(db, { email: OLD, name: 'Pascal N' }))!;
    await db.update(sponsorships).set({ supporterId: oldId }).where(eq(sponsorships.id, sponsorship.id));
    const keepId = (await findOrCreateSupporter(db, { email: NEW, name: 'Pascal N' }))!;
    const merged = await s.request(`/api/supporters/${keepId}/merge`, {
      method: 'POST',
      token: admin,
      json: { otherId: oldId },
    });
    expect(merged.status).toBe(200);
    expect(await db.select().from(supporters).where(eq(supporters.email, OLD))).toEqual([]);
    links = { now: await givingTokenOf(db, NEW), stranger: await givingTokenOf(db, 'stranger@example.org') };
  });

  it('sees the child’s news with the other address’s link, and a stranger does not', async () => {
    const news = async (token: string) =>
      expectJson<{ data: SponsoredChildNews[] }>(
        await s.request(`/api/giving/news?token=${encodeURIComponent(token)}`),
        200,
      );
    expect((await news(links.now)).data.map((c) => c.sponsorshipId)).toEqual([sponsorshipId]);
    expect((await news(links.stranger)).data).toEqual([]);
  });

  it('writes to the child with the other address’s link; a stranger is refused', async () => {
    const write = (token: string) =>
      s.request('/api/giving/letters', {
        method: 'POST',
        json: { token, sponsorshipId, text: 'Dear Divine, I hope school goes well.' },
      });
    expect((await write(links.stranger)).status).toBe(403);
    expect((await write(links.now)).status).toBe(201);
    const [letter] = await s.database.db
      .select()
      .from(sponsorLetters)
      .where(eq(sponsorLetters.sponsorshipId, sponsorshipId));
    expect(letter).toMatchObject({ childId, status: 'pending' });
  });

  it('gives to the child with the other address’s link, and sees the gift there; a stranger is refused', async () => {
    const give = (token: string) =>
      s.request('/api/giving/child-gifts', {
        method: 'POST',
        json: { token, childId, kind: 'family', amount: 10000, paymentMethod: 'card', paymentDetails: card },
      });
    expect((await give(links.stranger)).status).toBe(403);
    expect((await give(links.now)).status).toBe(201);
    const [gift] = await s.database.db.select().from(childGifts).where(eq(childGifts.childId, childId));
    expect(gift).toMatchObject({ sponsorshipId, amountRwf: 10000 });
    const mine = await expectJson<{ data: { children: { childId: string }[]; gifts: { _id: string }[] } }>(
      await s.request(`/api/giving/child-gifts?token=${encodeURIComponent(links.now)}`),
      200,
    );
    expect(mine.data.children.map((c) => c.childId)).toEqual([childId]);
    expect(mine.data.gifts.map((g) => g._id)).toEqual([gift!.id]);
  });

  it('sees and answers the child’s departure with the other address’s link; a stranger does neither', async () => {
    const [d] = await s.database.db
      .insert(childDepartures)
      .values({ childId, reason: 'moved_away', message: 'Divine moved to Kigali.', sponsorshipId, sponsorEmail: OLD })
      .returning();
    const departures = async (token: string) =>
      (
        await expectJson<{ data: { _id: string }[] }>(
          await s.request(`/api/giving/departures?token=${encodeURIComponent(token)}`),
          200,
        )
      ).data.map((x) => x._id);
    expect(await departures(links.now)).toEqual([d!.id]);
    expect(await departures(links.stranger)).toEqual([]);
    const choose = (token: string) =>
      s.request(`/api/giving/departures/${d!.id}`, { method: 'POST', json: { token, choice: 'end' } });
    expect((await choose(links.stranger)).status).toBe(404);
    expect((await choose(links.now)).status).toBe(200);
    const [after] = await s.database.db.select().from(childDepartures).where(eq(childDepartures.id, d!.id));
    expect(after).toMatchObject({ choice: 'end' });
    await s.database.db.delete(childDepartures).where(eq(childDepartures.id, d!.id));
  });

  it('finds everything of the page in one read of the link, the same as each part’s own read', async () => {
    const page = await expectJson<{ data: GivingPage }>(
      await s.request(`/api/giving/page?token=${encodeURIComponent(links.now)}`),
      200,
    );
    const part = async <T>(path: string) =>
      (await expectJson<{ data: T }>(await s.request(`${path}?token=${encodeURIComponent(links.now)}`), 200)).data;
    expect(page.data.giving).toEqual(await part('/api/giving'));
    expect(page.data.myData).toEqual(await part('/api/giving/my-data/summary'));
    expect(page.data.news).toEqual(await part('/api/giving/news'));
    expect(page.data.gifts).toEqual(await part('/api/giving/child-gifts'));
    expect(page.data.departures).toEqual(await part('/api/giving/departures'));
    expect(page.data.news.map((c) => c.sponsorshipId)).toEqual([sponsorshipId]);
    expect(page.data.gifts.children.map((c) => c.childId)).toEqual([childId]);
    expect((await s.request(`/api/giving/page?token=${encodeURIComponent(`${links.now}x`)}`)).status).toBe(403);
  });
});
