import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson, send } from '~test/api';
import { makeStaff, tokenFor } from '~test/staff';
import { givingTokenOf, mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { signGivingToken } from '~/server/giving';
import type { ChildUpdate, QuietChild, SponsoredChildNews } from '~/shared/schemas/child-news';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;

async function updateForm(values: Record<string, string>, photos: Buffer[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  for (const p of photos) f.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'photo.png');
  return f;
}

const post = (body: FormData, token = admin, headers: Record<string, string> = {}) =>
  s.request('/api/child-news', { method: 'POST', body, token, headers, redirect: 'manual' });

const newsOf = async (token: string) =>
  (await expectJson<{ data: SponsoredChildNews[] }>(await s.request(`/api/giving/news?token=${token}`), 200)).data;

describe('news of a child, from staff to its sponsor', () => {
  it('reaches the sponsor by e-mail and on their page, photos through their link only', async () => {
    const child = await makeChild(db(), 'Aline Uwase');
    await makeSponsorship(db(), child.id, 'aline.sponsor@example.org', 30, null);
    const other = await makeChild(db(), 'Eric Habimana');
    await makeSponsorship(db(), other.id, 'eric.sponsor@example.org', 30, null);

    const res = await post(
      await updateForm({ childId: child.id, kind: 'school', textEn: 'Aline passed with 82%.', textFr: '' }, [
        await photo(1),
        await photo(2),
      ]),
    );
    const { data, message } = await expectJson<{ data: ChildUpdate; message: string }>(res, 201);
    expect(message).toBe('Update posted. 1 sponsor was told by e-mail.');
    expect(data).toMatchObject({ childName: 'Aline Uwase', kind: 'school', notified: 1 });
    expect(data.images).toHaveLength(2);
    expect((await mailTo(db(), 'aline.sponsor@example.org')).map((m) => m.subject)).toEqual([
      'News of Aline: school results',
    ]);
    expect(await mailTo(db(), 'eric.sponsor@example.org')).toEqual([]);

    const token = await givingTokenOf(db(), 'aline.sponsor@example.org');
    const [mine] = await newsOf(token);
    expect(mine).toMatchObject({ name: 'Aline', current: true });
    expect(mine!.updates.map((u) => u.text)).toEqual(['Aline passed with 82%.']);
    const otherToken = await givingTokenOf(db(), 'eric.sponsor@example.org');
    const theirs = await newsOf(otherToken);
    expect(theirs.flatMap((c) => c.updates)).toEqual([]);

    // The photo: not at the public address, not without a link, not with another sponsor's; with theirs and for staff.
    const stored = data.images[0]!;
    const hash = /\/api\/images\/([a-f0-9]{32})\//.exec(stored)![1]!;
    expect((await s.request(stored)).status).toBe(404);
    const privatePath = `/api/giving/news/images/${hash}/640.webp`;
    expect((await s.request(privatePath)).status).toBe(400);
    expect((await s.request(`${privatePath}?token=${signGivingToken('x@example.org', 'wrong')}`)).status).toBe(403);
    expect((await s.request(`${privatePath}?token=${otherToken}`)).status).toBe(404);
    const seen = await s.request(mine!.updates[0]!.images[0]!.src);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await s.request(`/api/child-news/images/${hash}/320.webp`)).status).toBe(401);
    expect((await s.request(`/api/child-news/images/${hash}/320.webp`, { token: admin })).status).toBe(200);
  });

  it('shows a former sponsor the news of their period only', async () => {
    const child = await makeChild(db(), 'Jean Bosco');
    const before = await post(await updateForm({ childId: child.id, kind: 'progress', textEn: 'Before anyone.' }));
    expect(before.status).toBe(201);
    const former = await makeSponsorship(db(), child.id, 'former@example.org', 0, null);
    await post(await updateForm({ childId: child.id, kind: 'progress', textRw: 'Jean ameze neza.' }));
    await s.database.db.execute(
      `UPDATE sponsorships SET status = 'ended', ended_at = now() WHERE id = '${former.id}'` as never,
    );
    await makeSponsorship(db(), child.id, 'next@example.org', 0, null);
    await post(await updateForm({ childId: child.id, kind: 'photo', textEn: 'For the new sponsor.' }));
    const formerNews = await newsOf(await givingTokenOf(db(), 'former@example.org'));
    expect(formerNews[0]!.updates.map((u) => [u.text, u.lang])).toEqual([['Jean ameze neza.', 'rw']]);
    expect(formerNews[0]!.current).toBe(false);
    const nextNews = await newsOf(await givingTokenOf(db(), 'next@example.org'));
    expect(nextNews[0]!.updates.map((u) => u.text)).toEqual(['For the new sponsor.']);
  });

  it('answers a page form post with a 303 back, refusals included', async () => {
    const child = await makeChild(db(), 'Page Child');
    const page = { accept: 'text/html' };
    const ok = await post(
      await updateForm({ childId: child.id, kind: 'progress', textEn: 'Hello', returnTo: '/dashboard/child_news' }),
      admin,
      page,
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard/child_news?done=1');
    const bad = await post(
      await updateForm({ childId: child.id, kind: 'progress', textEn: '', returnTo: '//evil.example/x' }),
      admin,
      page,
    );
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toMatch(/^\/dashboard\/child_news\?error=textEn/);
  });

  it('refuses bad input with a clear 4xx, and other roles and strangers', async () => {
    const child = await makeChild(db(), 'Refused Child');
    await expectError(await post(await updateForm({ childId: child.id, kind: 'party', textEn: 'x' })), 400, /^kind: /);
    await expectError(await post(await updateForm({ childId: child.id, kind: 'progress' })), 400, /^textEn: /);
    await expectError(
      await post(await updateForm({ childId: '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f', kind: 'progress', textEn: 'x' })),
      404,
    );
    const seven = await Promise.all(Array.from({ length: 7 }, (_, i) => photo(100 + i)));
    expect((await post(await updateForm({ childId: child.id, kind: 'photo', textEn: 'x' }, seven))).status).toBe(413);
    const notImage = await updateForm({ childId: child.id, kind: 'photo', textEn: 'x' });
    notImage.append('photos', new Blob(['hello']), 'a.png');
    expect((await post(notImage)).status).toBe(415);
    expect(
      (await s.request('/api/child-news', { method: 'POST', json: { childId: child.id }, token: admin })).status,
    ).toBe(415);
    const content = await tokenFor(s, await makeStaff(db(), 'content'));
    const refused = await post(await updateForm({ childId: child.id, kind: 'progress', textEn: 'x' }), content);
    expect(refused.status, await refused.clone().text()).toBe(403);
    expect((await s.request('/api/child-news')).status).toBe(401);
    expect((await s.request('/api/giving/news?token=forged')).status).toBe(400);
    const forged = signGivingToken('aline.sponsor@example.org', 'not-the-secret');
    expect((await s.request(`/api/giving/news?token=${forged}`)).status).toBe(403);
  });

  it('lists the children whose sponsor has heard nothing for the months set, and saves that setting', async () => {
    const quiet = await makeChild(db(), 'Quiet Child');
    await makeSponsorship(db(), quiet.id, 'quiet@example.org', 400, null);
    const heard = await makeChild(db(), 'Heard Child');
    await makeSponsorship(db(), heard.id, 'heard@example.org', 400, null);
    await post(await updateForm({ childId: heard.id, kind: 'progress', textEn: 'Recent news.' }));
    const list = async (q = '') =>
      await expectJson<{ data: QuietChild[]; months: number }>(
        await s.request(`/api/child-news/quiet?pageSize=100${q}`, { token: admin }),
        200,
      );
    const six = await list();
    expect(six.months).toBe(6);
    const names = six.data.map((c) => c.childName);
    expect(names).toContain('Quiet Child');
    expect(names).not.toContain('Heard Child');
    await expectError(await send(s, 'PUT', '/api/child-news/settings', { quietMonths: 0 }, admin), 400, /quietMonths/);
    expect((await send(s, 'PUT', '/api/child-news/settings', { quietMonths: 24 }, admin)).status).toBe(200);
    expect((await list()).data.map((c) => c.childName)).not.toContain('Quiet Child');
    expect((await list('&months=3')).data.map((c) => c.childName)).toContain('Quiet Child');
  });
});
