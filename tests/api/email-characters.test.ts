import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { EMAIL_PATTERN, emailField } from '~/shared/schemas/common';

/**
 * Second security review (issue 24): `victim@example.org?bcc=attacker%40evil.test` was
 * accepted from the contact form, and the dashboard's `mailto:` link to it added a Bcc.
 * The shared e-mail schema refuses `?&%=#` with a message naming them.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const HOSTILE = [
  'victim@example.org?bcc=attacker%40evil.test',
  'victim@example.org&bcc=attacker@evil.test',
  'victim%40example.org@evil.test',
  'a=b@example.org',
  'victim@example.org#x',
];
const NAMED = 'email: An email address cannot contain ?, &, %, = or #';

describe('an e-mail address with the characters of a link', () => {
  it('is refused by the contact form with a message naming them, and nothing is stored', async () => {
    for (const email of HOSTILE) {
      const res = await s.request('/api/contact', {
        method: 'POST',
        json: { fullname: 'A', email, subject: 'Hello', message: 'Hi there' },
      });
      expect(res.status, email).toBe(400);
      expect(((await res.json()) as { message: string }).message, email).toBe(NAMED);
    }
    const token = await s.login();
    const stored = (await (await s.request('/api/message', { token })).json()) as { email: string }[];
    expect(stored.filter((m) => HOSTILE.includes(m.email))).toEqual([]);
  });

  it('is refused by every form that takes an address (the shared schema)', async () => {
    for (const [path, body] of [
      ['/api/subscriptions', { email: HOSTILE[0] }],
      ['/api/giving/link', { email: HOSTILE[0] }],
    ] as const) {
      const res = await s.request(path, { method: 'POST', json: body });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toBe(NAMED);
    }
    for (const email of HOSTILE) expect(emailField('donation.email').safeParse(email).success, email).toBe(false);
  });

  it('still takes real addresses, a plus tag and an apostrophe included', async () => {
    for (const email of ['first.last+tag@mail.example.org', "o'brien@example.ie", 'umwana@musanze.rw']) {
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
      const res = await s.request('/api/subscriptions', { method: 'POST', json: { email } });
      expect(res.status, email).toBeLessThan(300);
    }
    // A domain holds letters, digits and hyphens only.
    for (const email of ['a@exa!mple.org', 'a@exa+mple.org', "a@ex'ample.org", 'a@exa/mple.org'])
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
  });
});
