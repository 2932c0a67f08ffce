import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { solidImage } from '~test/images';
import { activityFor, expectError, expectJson, send } from '~test/api';
import type { SiteContent, SiteSettings, SiteSettingsAnswer } from '~/shared/schemas/site-settings';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t), { env: { ORG_NAME: 'Hope Test', ORG_PHONE: '+250 788 111 222' } });

const site = async (lang: string) =>
  (await expectJson<{ data: SiteContent; lang: string }>(await s.request(`/api/site?lang=${lang}`), 200)).data;
const settings = async () => expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
const put = (section: string, body: unknown) => send(s, 'PUT', `/api/site/settings/${section}`, body, token);

describe('the first values', () => {
  it('are what the site showed before: configuration and the catalogues, in each language', async () => {
    const en = await site('en');
    expect(en.identity).toMatchObject({ name: 'Hope Test', phone: '+250 788 111 222', hours: 'Mon-Fri 9AM-6PM' });
    expect(en.identity.emergencyPhone).toBe('+250 788 111 222');
    expect(en.hero.headline).toBe('Every child carries hope. Together we help it grow.');
    expect(en.donate.tiers.map((t) => t.amount)).toEqual([30_000, 120_000, 300_000]);
    expect(en.donate.claims.map((c) => c.title)).toContain('Over 50,000 donors');
    expect(en.goal).toMatchObject({ targetUsd: 80_000, classrooms: 8, deadline: '2026-04-30' });
    expect(en.programmes.aboutStory[0]).toMatch(/^Hope Test began in 2015/);
    expect(en.programmes.whatWeDo).toHaveLength(6);
    const fr = await site('fr');
    const rw = await site('rw');
    expect(fr.hero.headline).not.toBe(en.hero.headline);
    expect(rw.hero.headline).not.toBe(en.hero.headline);
    expect(fr.programmes.home[0]!.title).toBe('Éducation');
    expect((await settings()).saved).toEqual({});
  });
});

describe('PUT /api/site/settings/:section', () => {
  it('needs a session', async () => {
    await expectError(await send(s, 'PUT', '/api/site/settings/hero', {}), 401);
    await expectError(await s.request('/api/site/settings'), 401);
  });

  it('shows a saved section on the public answer at once, in each language, and records who changed it', async () => {
    const before = await s.request('/api/site?lang=rw');
    const etag = before.headers.get('etag')!;
    const { data } = await settings();
    const hero = {
      ...data.hero,
      headline: { en: 'A school for every child', rw: 'Ishuri kuri buri mwana', fr: '' },
    };
    const saved = await expectJson<{ message: string; data: SiteSettings }>(await put('hero', hero), 200);
    expect(saved.data.hero.headline.en).toBe('A school for every child');
    // The cached answer moved on with the content version.
    const after = await s.request('/api/site?lang=rw', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: SiteContent }).data.hero.headline).toBe('Ishuri kuri buri mwana');
    expect((await site('en')).hero.headline).toBe('A school for every child');
    // No French text: French falls back to English.
    expect((await site('fr')).hero.headline).toBe('A school for every child');
    expect(await activityFor(s, 'hero')).toEqual(['update site_settings']);
    expect(Object.keys((await settings()).saved)).toEqual(['hero']);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { data } = await settings();
    await expectError(await put('identity', { ...data.identity, email: 'not-mail' }), 400, /^email: /);
    await expectError(await put('identity', { ...data.identity, phone: 'call us' }), 400, /^phone: /);
    await expectError(
      await put('identity', { ...data.identity, social: { ...data.identity.social, facebook: 'javascript:alert(1)' } }),
      400,
      /^social\.facebook: /,
    );
    await expectError(await put('hero', { ...data.hero, text: { en: ' ', rw: '', fr: '' } }), 400, /^text\.en: /);
    await expectError(
      await put('hero', { ...data.hero, image: '/api/images/0123456789abcdef0123456789abcdef/1200.webp' }),
      400,
      /^image: /,
    );
    await expectError(await put('hero', { ...data.hero, image: 'https://evil.example/x.png' }), 400, /^image: /);
    await expectError(await put('donate', { ...data.donate, tiers: [] }), 400, /^tiers: /);
    await expectError(
      await put('donate', { ...data.donate, tiers: [{ amount: 12.5, text: data.donate.tiers[0]!.text }] }),
      400,
      /^tiers\.0\.amount: /,
    );
    await expectError(await put('goal', { ...data.goal, deadline: '2026-02-31' }), 400, /^deadline: /);
    await expectError(await put('goal', { ...data.goal, progressAsOf: '2999-01-01' }), 400, /^progressAsOf: /);
    await expectError(await put('programmes', { ...data.programmes, whatWeDo: [] }), 400, /^whatWeDo: /);
    await expectError(await put('nonsense', {}), 404);
    await expectError(await put('goal', [1, 2]), 400, /^body: /);
    expect((await settings()).data.identity).toEqual(data.identity);
  });

  it('saves the identity, goal, tiers, claims and programme texts the pages read', async () => {
    const { data } = await settings();
    const identity = {
      ...data.identity,
      email: 'office@hope-musanze.rw',
      emergencyPhone: '+250 788 999 000',
      social: { ...data.identity.social, facebook: 'https://facebook.com/hope' },
    };
    await expectJson(await put('identity', identity), 200);
    await expectJson(await put('goal', { ...data.goal, raisedUsd: '60000' }), 200);
    const claims = [{ title: { en: 'Registered in Rwanda', rw: 'Yanditswe mu Rwanda', fr: '' }, text: { en: '' } }];
    await expectJson(await put('donate', { ...data.donate, claims }), 200);
    const fr = await site('fr');
    expect(fr.identity).toMatchObject({ email: 'office@hope-musanze.rw', emergencyPhone: '+250 788 999 000' });
    expect(fr.identity.social).toEqual([{ network: 'facebook', url: 'https://facebook.com/hope' }]);
    expect(fr.goal.raisedUsd).toBe(60_000);
    expect(fr.donate.claims).toEqual([{ title: 'Registered in Rwanda', text: '' }]);
    expect((await site('rw')).donate.claims[0]!.title).toBe('Yanditswe mu Rwanda');
  });
});

describe('POST /api/site/hero-image', () => {
  it('stores a photo the hero section can then use', async () => {
    const png = await solidImage(40, 30, '#2a6');
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'hero.png');
    const res = await s.request('/api/site/hero-image', { method: 'POST', body: form, token });
    const { data } = await expectJson<{ data: { image: string } }>(res, 201);
    const hero = (await settings()).data.hero;
    await expectJson(await put('hero', { ...hero, image: data.image }), 200);
    expect((await site('en')).hero.image).toBe(data.image);
    const empty = new FormData();
    empty.append('note', 'no file');
    await expectError(await s.request('/api/site/hero-image', { method: 'POST', body: empty, token }), 400);
  });
});
