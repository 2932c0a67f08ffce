import { describe, expect, it } from 'vitest';
import type { StaffMember } from '~/shared/schemas/staff';
import { renderAdmin } from '~test/render-admin';
import { StaffList } from './staff-list';

const person = (over: Partial<StaffMember>): StaffMember => ({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.org',
  name: 'Ada',
  role: 'content',
  active: true,
  lastSignInAt: null,
  secondFactor: { totp: true, passkeys: 0 },
  centres: [],
  translates: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const render = (people: StaffMember[], selfEmail = 'me@example.org') =>
  renderAdmin(<StaffList people={people} selfEmail={selfEmail} centres={[]} />, undefined, ['staff']);

/** The posted forms' intents, in order. */
const intents = (html: string) => [...html.matchAll(/name="intent" value="([^"]+)"/g)].map((m) => m[1]);

describe('StaffList', () => {
  it('is a list whose each person is an item named by their heading, with their status and sign-in', async () => {
    const html = await render([person({}), person({ _id: '00000000-0000-4000-8000-000000000002', name: 'Bo' })]);
    expect(html).toMatch(/^<ul class="space-y-3">/);
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/<li[^>]*aria-labelledby="person-00000000-0000-4000-8000-000000000001"/);
    expect(html).toMatch(/<h3 id="person-00000000-0000-4000-8000-000000000001"[^>]*>Ada/);
    expect(html).toContain('<dt class="inline font-medium">Last sign-in: </dt><dd class="inline">never</dd>');
    expect(html).toMatch(/<span class="text-sm text-emerald-800">Active<\/span>/);
  });

  it('asks first before a second factor is reset or a lost phone’s sessions end, each posted with its intent', async () => {
    const html = await render([person({})]);
    expect(intents(html)).toEqual(['role', 'deactivate', 'reset-second-factor', 'end-sessions', 'translates']);
    expect(html).toMatch(/<summary[^>]*>Reset second factor<\/summary>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Yes, reset their second factor<\/button>/);
    expect(html).toMatch(/<summary[^>]*>Lost phone: end their sessions<\/summary>/);
    expect(html).toContain('Ada is signed out everywhere.');
    expect(html).toMatch(/<button type="submit"[^>]*>Yes, end their sessions and clear the phone<\/button>/);
    expect(html.match(/name="id" value="00000000-0000-4000-8000-000000000001"/g)).toHaveLength(5);
  });

  it('offers neither to someone without a second factor who is signed in as themselves, and reactivates the inactive', async () => {
    const html = await render(
      [person({ secondFactor: { totp: false, passkeys: 0 }, active: false, role: 'viewer' })],
      'ada@example.org',
    );
    expect(intents(html)).toEqual(['role', 'reactivate']);
    expect(html).toContain('(you)');
  });
});
