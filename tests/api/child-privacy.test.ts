import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoChildren, demoGifts, demoPosts, demoSkills } from '~/server/operations/demo/seed-data';
import { childTranslations, postTranslations } from '~/server/operations/demo/seed-translations-stories';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { SITEMAP_PAGES } from '~/web/routes/sitemap';
import { startTestServer, type TestServer } from '~test/server';

/**
 * docs/children-protection.md and issue 27: a visitor can no longer learn a child's full name or home from
 * the public site. Every public page (rendered over HTTP, in the three languages) and
 * every public API answer is searched for the seeded children's surnames and sectors,
 * for the private needs and for an unlisted child: one of them found fails the test.
 * Needs a build, as list-pages.test.ts (BUILD_DIR picks another).
 */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/**
 * What must never be public: each seeded child's surname(s), exact place (the whole
 * location, in the three languages, and its sector alone), and what the test adds below.
 * A sector the site's own content names (the blog's "A New Classroom Opens in Kinigi")
 * is searched for only as the child's whole location.
 */
const surnames = demoChildren.flatMap((c) => c.name.replace(c.preferredName, '').trim().split(/\s+/));
const siteContent = JSON.stringify([demoPosts, demoGifts, demoSkills, postTranslations]);
const sectors = demoChildren.map((c) => c.location.split(',')[0]!.trim()).filter((s) => !siteContent.includes(s));
const places = demoChildren.flatMap((c) => [
  c.location,
  ...Object.values(childTranslations[c.name] ?? {}).map((t) => String((t as { location?: string }).location)),
]);
const PRIVATE_NEED = 'Trauma counselling';
const UNLISTED = { first: 'Zawadi', surname: 'Nyirahabimana', sector: 'Rwaza' };
const forbidden = [
  ...new Set([...surnames, ...sectors, ...places]),
  PRIVATE_NEED,
  UNLISTED.first,
  UNLISTED.surname,
  UNLISTED.sector,
];

let s: TestServer;
let staff: string;
let listedIds: string[] = [];
beforeAll(async () => {
  if (!existsSync(path.resolve(BUILD_DIR, 'server/index.js')))
    throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` (or BUILD_DIR=... npx react-router build) first`);
  s = await startTestServer({ web: true, seed: true, env: { BUILD_DIR } });
  staff = await s.login();
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#555' } })
    .png()
    .toBuffer();
  const form = (values: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(values)) f.append(k, v);
    f.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'p.png');
    return f;
  };
  const base = { age: '7', monthlySupport: '20000', needs: 'Books', story: 'Loves football.' };
  // Unlisted: no guardian's consent. Its name and place must appear nowhere public.
  const hidden = await s.request('/api/add/sponsors', {
    method: 'POST',
    token: staff,
    body: form({ ...base, name: `${UNLISTED.first} ${UNLISTED.surname}`, location: `${UNLISTED.sector}, Musanze` }),
  });
  expect(hidden.status).toBe(201);
  // Listed, with a private need.
  const listed = await s.request('/api/add/sponsors', {
    method: 'POST',
    token: staff,
    body: form({
      ...base,
      name: 'Kevin Munyaneza',
      location: 'Gataraga, Musanze',
      privateNeeds: PRIVATE_NEED,
      consentGivenBy: 'His father',
      consentGivenOn: '2026-03-01',
      consentScope: 'listing,photo,story',
    }),
  });
  expect(listed.status).toBe(201);
  forbidden.push('Munyaneza', 'Gataraga');
  const all = (await (await s.request('/api/pending/sponsors')).json()) as { data: { _id: string }[] };
  listedIds = all.data.map((c) => c._id);
});
afterAll(() => s?.close());

function expectNoLeak(where: string, text: string) {
  for (const word of forbidden) expect(text.includes(word), `${where} shows "${word}"`).toBe(false);
}

describe("no child's full name or exact place in public", () => {
  it('has the seeded and added children listed (by their preferred names) to search', () => {
    expect(listedIds.length).toBe(demoChildren.length + 1);
    expect(forbidden).toEqual(
      expect.arrayContaining(['Uwase', 'Niyonzima', 'Gacaca', 'Kinigi, Musanze', 'Kinigi, district de Musanze']),
    );
    expect(forbidden).not.toContain('');
  });

  it('finds none in any public API answer', async () => {
    const paths = [
      '/api/pending/sponsors',
      '/api/pending/sponsors?status=available',
      '/api/pending/sponsors?status=sponsored',
      ...['fr', 'rw'].map((lang) => `/api/pending/sponsors?lang=${lang}`),
      ...listedIds.flatMap((id) => [`/api/pending/sponsors/${id}`, `/api/pending/sponsors/${id}?lang=fr`]),
      '/api/catalog',
      '/api/blog',
      '/api/availability',
      '/api/site',
    ];
    for (const p of paths) {
      const res = await s.request(p);
      expect(res.status, p).toBeLessThan(500);
      expectNoLeak(p, await res.text());
    }
  });

  it('finds none in any public page, its meta tags and structured data, in the three languages', async () => {
    const pages = [
      ...SITEMAP_PAGES,
      '/sitemap.xml',
      '/robots.txt',
      '/volunteer',
      '/getinvolved?page=1',
      ...listedIds.flatMap((id) => [`/sponsorship/${id}`, `/donate?child=${id}`]),
    ];
    let read = 0;
    for (const lang of ['en', 'fr', 'rw'])
      for (const p of pages) {
        const url = `${p}${p.includes('?') ? '&' : '?'}lang=${lang}`;
        const res = await s.request(url, { redirect: 'follow' });
        expect(res.status, url).toBeLessThan(500);
        expectNoLeak(url, await res.text());
        read++;
      }
    expect(read).toBe(pages.length * 3);
    // The child's own page names the child by the preferred name.
    const page = await (await s.request(`/sponsorship/${listedIds.at(-1)}`)).text();
    expect(page).toMatch(/Kevin|Aline|Jean Bosco|Divine|Eric|Claudine|Patrick|Grace/);
  });

  it("answers 404 for the unlisted child's own page, and names no surname to a new sponsor", async () => {
    const admin = (await (await s.request('/api/sponsors?q=Zawadi', { token: staff })).json()) as {
      data: { _id: string }[];
    };
    const hiddenId = admin.data[0]!._id;
    expect((await s.request(`/api/pending/sponsors/${hiddenId}`)).status).toBe(404);
    expect((await s.request(`/sponsorship/${hiddenId}`)).status).toBe(404);
    // A visitor sponsors a waiting child: the answer and the confirmation e-mail use the preferred name.
    const waiting = (await (await s.request('/api/pending/sponsors?status=available')).json()) as {
      data: { _id: string }[];
    };
    const childId = waiting.data[0]!._id;
    const res = await s.request('/api/pay/sponsors', {
      method: 'POST',
      json: {
        childId,
        sponsorName: 'New Sponsor',
        sponsorEmail: 'new.sponsor@example.org',
        sponsorPhone: '0788123456',
        amount: 50000,
        paymentMethod: 'momo',
        paymentFrequency: 'monthly',
        paymentDetails: { momoNumber: '0788123456', pin: '1234' },
      },
    });
    expect(res.status).toBe(201);
    expectNoLeak('POST /api/pay/sponsors', await res.text());
    const mails = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'sponsorship-confirmation'));
    expect(mails.length).toBe(1);
    expectNoLeak('the sponsorship confirmation', `${mails[0]!.subject}\n${mails[0]!.text}\n${mails[0]!.html}`);
  });
});
