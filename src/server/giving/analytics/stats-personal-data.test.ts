import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { insertChild } from '~test/children';
import { makeStaff, tokenFor } from '~test/staff';
import type { Stats } from '~/shared/schemas/analytics';

/**
 * What the Analysis screen reads from the API, asked as each role: the viewer reads
 * "dashboards, nothing personal" (docs/decisions/013-staff-roles-and-sign-in.md), so no figure carries a child's full name or
 * a supporter's name, e-mail or phone; staff who work with children read the full name.
 */
let s: TestServer;
let childId: string;
const donor = {
  firstName: 'Grace',
  lastName: 'Mukamana',
  email: 'grace.mukamana@example.org',
  phone: '0781234567',
  anonymous: false,
};
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Grace Mukamana' };
const personal = ['Uwimana', 'Mukamana', 'grace.mukamana', '0781234567', '781234567'];

beforeAll(async () => {
  s = await startTestServer();
  childId = (await insertChild(s.database.db, { name: 'Aline Uwimana', preferredName: 'Lina' })).id;
  const res = await s.request('/api/donations', {
    method: 'POST',
    json: { amount: 15000, donationType: 'one-time', paymentMethod: 'card', childId, ...donor, ...card },
  });
  expect(res.status).toBe(201);
});
afterAll(() => s.close());

/** Every answer the Analysis screen and the dashboard's frame read, for one person. */
async function analysisAnswers(token: string) {
  const paths = [
    ...['7d', '30d', '90d', '1y'].map((p) => `/api/stats?period=${p}`),
    '/api/recurring/revenue',
    '/api/payments/mode',
    '/api/site/checklist',
    '/api/site/demo',
  ];
  return Promise.all(
    paths.map(async (p) => {
      const res = await s.request(p, { token });
      expect(res.status, p).toBe(200);
      return { path: p, text: await res.text() };
    }),
  );
}

describe('the Analysis figures', () => {
  it('carry nothing personal to a viewer: the child by the preferred name only', async () => {
    const token = await tokenFor(s, await makeStaff(s.database.db, 'viewer'));
    for (const { path, text } of await analysisAnswers(token))
      for (const word of personal) expect(text, `${path}: ${word}`).not.toContain(word);
    const stats = (await (await s.request('/api/stats?period=7d', { token })).json()) as { data: Stats };
    expect(stats.data.top.children).toEqual([{ _id: childId, name: 'Lina', payments: 1, amountRwf: 15000 }]);
  });

  it('name the child in full to the roles that work with children', async () => {
    const tokens = {
      sponsorship: await tokenFor(s, await makeStaff(s.database.db, 'sponsorship')),
      administrator: await s.login(),
    };
    for (const [role, token] of Object.entries(tokens)) {
      const stats = (await (await s.request('/api/stats?period=7d', { token })).json()) as { data: Stats };
      expect(
        stats.data.top.children.map((c) => c.name),
        role,
      ).toEqual(['Aline Uwimana']);
    }
  });
});
