import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer, TEST_ADMIN } from '~test/server';
import { solidImage } from '~test/images';
import { activityFor, expectError, expectJson, send } from '~test/api';
import { seedDemoContent } from '~/server/operations/demo/seed';
import type { ChecklistAnswer, DemoContentAnswer, SiteSettingsAnswer } from '~/shared/schemas/site-settings';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t), { seed: true });

const demo = async () => (await expectJson<DemoContentAnswer>(await s.request('/api/site/demo', { token }), 200)).data;
const checklist = async () =>
  (await expectJson<ChecklistAnswer>(await s.request('/api/site/checklist', { token }), 200)).data;
const state = async () => Object.fromEntries((await checklist()).items.map((i) => [i.key, i.done]));
const listed = async (path: string) =>
  ((await (await s.request(path)).json()) as { data: { _id: string }[] }).data.map((r) => r._id);

describe('the launch checklist', () => {
  it('starts open, and each item is done only by doing it', async () => {
    expect(await state()).toEqual({
      contact: false,
      receipts: false,
      photos: false,
      payments: false,
      password: false,
      backups: false,
      sender: false,
      claims: false,
    });
    const { data } = await expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
    // The donate page's claims are the demo's until staff save them, as they are or edited.
    expect(data.donate.claims.map((c) => c.title.en)).toContain('Over 50,000 donors');
    await expectJson(await send(s, 'PUT', '/api/site/settings/donate', data.donate, token), 200);
    expect((await state()).claims).toBe(true);
    await expectJson(
      await send(s, 'PUT', '/api/site/settings/identity', { ...data.identity, email: 'office@hope.rw' }, token),
      200,
    );
    // The placeholder phone is still there.
    expect((await state()).contact).toBe(false);
    const identity = { ...data.identity, email: 'office@hope.rw', phone: '+250 788 123 456' };
    await expectJson(await send(s, 'PUT', '/api/site/settings/identity', identity, token), 200);
    expect((await state()).contact).toBe(true);

    // Receipts: the legal name, the RGB registration number and the signatory, each one.
    const legal = { legalName: 'Hope for Musanze Children Ltd', registrationNumber: 'RGB/NGO/RL/123/2019' };
    await expectJson(await send(s, 'PUT', '/api/site/settings/identity', { ...identity, ...legal }, token), 200);
    expect((await state()).receipts).toBe(false);
    const signed = { ...identity, ...legal, signatoryName: 'Jeanne Uwase', signatoryTitle: 'Director' };
    await expectJson(await send(s, 'PUT', '/api/site/settings/identity', signed, token), 200);
    expect((await state()).receipts).toBe(true);
    const saved = await expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
    expect(saved.data.identity).toMatchObject({ ...legal, signatoryName: 'Jeanne Uwase' });
    await expectError(
      await send(s, 'PUT', '/api/site/settings/identity', { ...signed, registrationNumber: 'x'.repeat(61) }, token),
      400,
      /^registrationNumber: /,
    );

    // Photos: the hero's, and one on a record of staff's own (the demo's do not count).
    const png = await solidImage(20, 20, '#135');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
    const { data: stored } = await expectJson<{ data: { image: string } }>(
      await s.request('/api/site/hero-image', { method: 'POST', body: form, token }),
      201,
    );
    await expectJson(
      await send(s, 'PUT', '/api/site/settings/hero', { ...data.hero, image: stored.image }, token),
      200,
    );
    expect((await state()).photos).toBe(false);
    const gift = new FormData();
    for (const [k, v] of Object.entries({ name: 'Staff goat', price: '40', category: 'food', quantity: '1' }))
      gift.append(k, v);
    gift.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'goat.png');
    await expectJson(await s.request('/api/add/catalog', { method: 'POST', body: gift, token }), 201);
    expect((await state()).photos).toBe(true);

    // Password: the current one is asked for, the rules apply, then it is done.
    const change = (body: unknown) => send(s, 'PUT', '/api/account/password', body, token);
    const fresh = 'a-new-Passphrase-2026';
    await expectError(
      await change({ currentPassword: 'wrong-one-1234', newPassword: fresh, confirmPassword: fresh }),
      400,
      /^currentPassword: /,
    );
    await expectError(
      await change({ currentPassword: TEST_ADMIN.password, newPassword: 'short', confirmPassword: 'short' }),
      400,
      /^newPassword: /,
    );
    await expectError(
      await change({ currentPassword: TEST_ADMIN.password, newPassword: fresh, confirmPassword: 'other' }),
      400,
      /^confirmPassword: /,
    );
    await expectError(
      await change({
        currentPassword: TEST_ADMIN.password,
        newPassword: TEST_ADMIN.password,
        confirmPassword: TEST_ADMIN.password,
      }),
      400,
      /^newPassword: /,
    );
    expect((await state()).password).toBe(false);
    const other = await expectJson<{ token: string }>(
      await send(s, 'POST', '/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      200,
    );
    await expectJson(
      await change({ currentPassword: TEST_ADMIN.password, newPassword: fresh, confirmPassword: fresh }),
      200,
    );
    // This session stays; the other one ended; the new password signs in.
    expect((await s.request('/api/auth/me', { token })).status).toBe(200);
    expect((await s.request('/api/auth/me', { token: other.token })).status).toBe(401);
    expect((await send(s, 'POST', '/api/auth/login', { email: TEST_ADMIN.email, password: fresh })).status).toBe(200);
    expect(await state()).toEqual({
      contact: true,
      receipts: true,
      photos: true,
      payments: false,
      password: true,
      backups: false,
      sender: false,
      claims: true,
    });
    expect((await checklist()).done).toBe(false);
  });
});

describe('demo content', () => {
  it('lists the seeded records, removes exactly those, keeps staff records and is not seeded again', async () => {
    const before = await demo();
    expect(before.counts.gift).toBeGreaterThan(0);
    expect(before.counts.child).toBeGreaterThan(0);
    expect(before.counts.blog_post).toBeGreaterThan(0);
    expect(before.counts.skill).toBeGreaterThan(0);
    const skill = await expectJson<{ data: { _id: string } }>(
      await send(s, 'POST', '/api/availability', { name: 'Staff skill' }, token),
      201,
    );
    expect(before.ids).not.toContain(skill.data._id);
    const staffGifts = (await listed('/api/catalog')).filter((id) => !before.ids.includes(id));
    expect(staffGifts).toHaveLength(1);

    const confirmed = { confirm: 'remove-demo-content' };
    expect((await send(s, 'DELETE', '/api/site/demo', confirmed)).status).toBe(401);
    // Without the confirmation, nothing is removed.
    await expectError(await send(s, 'DELETE', '/api/site/demo', {}, token), 400, /^confirm: /);
    await expectError(await send(s, 'DELETE', '/api/site/demo', { confirm: 'yes' }, token), 400, /^confirm: /);
    expect((await demo()).counts).toEqual(before.counts);
    const res = await expectJson<{ message: string; data: { removed: Record<string, number> } }>(
      await send(s, 'DELETE', '/api/site/demo', confirmed, token),
      200,
    );
    expect(res.data.removed).toEqual(before.counts);
    expect(await listed('/api/catalog')).toEqual(staffGifts);
    expect(await listed('/api/availability')).toEqual([skill.data._id]);
    expect(await listed('/api/blog')).toEqual([]);
    expect((await demo()).ids).toEqual([]);
    expect(await activityFor(s, 'all')).toEqual(['delete demo_content']);
    // A restart with SEED_DEMO must not bring it back, even with the catalogue emptied.
    await expectJson(await s.request(`/api/catalog/${staffGifts[0]}`, { method: 'DELETE', token }), 200);
    expect(await seedDemoContent(s.database.db)).toBe(false);
    expect(await listed('/api/catalog')).toEqual([]);
  });
});
