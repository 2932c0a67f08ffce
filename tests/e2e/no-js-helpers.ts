import sharp from 'sharp';
import { type APIRequestContext, expect } from './fixtures';
import { E2E_ADMIN } from './helpers';

/** A guardian's consent to listing, photo and story (docs/children-protection.md): a child added without it is not shown publicly. */
export const GUARDIAN_CONSENT = {
  consentGivenBy: 'Her mother',
  consentGivenOn: '2026-01-10',
  consentScope: 'listing,photo,story',
};

/** A staff session's bearer header, through the real login. */
export async function staffAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A child of the test's own, waiting for a sponsor (no other test can sponsor it first). */
export async function addChild(request: APIRequestContext, name: string, monthlySupport = 20_000): Promise<string> {
  const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const res = await request.post('/api/add/sponsors', {
    headers: await staffAuth(request),
    multipart: {
      name,
      age: '9',
      location: 'Kinigi, Musanze',
      story: `${name} loves reading.`,
      needs: '["Books","Shoes"]',
      monthlySupport: String(monthlySupport),
      isSponsored: 'false',
      // Listed publicly (docs/children-protection.md), under the whole name so the test can find it.
      preferredName: name,
      ...GUARDIAN_CONSENT,
      photo: { name: 'p.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** Whether the child is still among those waiting for a sponsor (the public list). */
export async function isWaiting(request: APIRequestContext, id: string): Promise<boolean> {
  const res = await request.get('/api/pending/sponsors?status=available&pageSize=100');
  const ids = ((await res.json()) as { data: { _id: string }[] }).data.map((c) => c._id);
  return ids.includes(id);
}

/** The monthly plan staff see for a child (GET /api/recurring), if any. */
export async function planFor(request: APIRequestContext, childId: string) {
  const res = await request.get('/api/recurring', { headers: await staffAuth(request) });
  expect(res.status()).toBe(200);
  const plans = ((await res.json()) as { data: { childId: string | null; amount: number; status: string }[] }).data;
  return plans.find((p) => p.childId === childId);
}
