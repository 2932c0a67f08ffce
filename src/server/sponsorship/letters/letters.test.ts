import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { activityFor, expectError, expectJson, send } from '~test/api';
import { givingTokenOf, mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import type { Letter, SponsoredChildNews } from '~/shared/schemas/child-news';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;

const write = (json: unknown) => s.request('/api/giving/letters', { method: 'POST', json });
const pending = async () =>
  (await expectJson<{ data: Letter[]; total: number }>(await s.request('/api/letters', { token: admin }), 200)).data;
const moderate = (id: string, json: unknown) => send(s, 'POST', `/api/letters/${id}`, json, admin);

describe("a sponsor's letter to their child", () => {
  it('waits for moderation flagged for its phone number, is edited, approved and delivered; the reply reaches its writer', async () => {
    const child = await makeChild(db(), 'Aline Uwase');
    const sponsorship = await makeSponsorship(db(), child.id, 'writer@example.org', 20, null);
    const token = await givingTokenOf(db(), 'writer@example.org');
    const text = 'Dear Aline, call me on +250 788 123 456 or write to me@example.org. God bless you!';
    const res = await write({ token, sponsorshipId: sponsorship.id, text });
    const { data } = await expectJson<{ data: { _id: string; status: string } }>(res, 201);
    expect(data.status).toBe('pending');

    const [letter] = (await pending()).filter((l) => l._id === data._id);
    expect(letter).toMatchObject({ childName: 'Aline Uwase', sponsorEmail: 'writer@example.org', status: 'pending' });
    expect(letter!.flags).toEqual([
      { kind: 'phone', match: '+250 788 123 456' },
      { kind: 'email', match: 'me@example.org' },
    ]);
    const edited = 'Dear Aline, God bless you!';
    const approved = await expectJson<{ data: Letter }>(
      await moderate(data._id, { action: 'approve', text: edited }),
      200,
    );
    expect(approved.data).toMatchObject({ status: 'approved', approvedText: edited, text });
    await expectError(await moderate(data._id, { action: 'approve' }), 409);
    await expectError(await moderate(data._id, { action: 'return', reason: 'x' }), 409);
    const delivered = await expectJson<{ data: Letter }>(await moderate(data._id, { action: 'deliver' }), 200);
    expect(delivered.data.status).toBe('delivered');
    expect(await activityFor(s, data._id)).toEqual(['approve sponsor_letter', 'deliver sponsor_letter']);

    // The sponsor sees what reaches the child, and the child's reply, addressed to them alone.
    const reply = new FormData();
    for (const [k, v] of Object.entries({
      childId: child.id,
      kind: 'letter',
      textEn: 'Thank you!',
      replyToLetterId: data._id,
    }))
      reply.append(k, v);
    reply.append('photos', new Blob([new Uint8Array(await photo(9))], { type: 'image/png' }), 'letter.png');
    expect((await s.request('/api/child-news', { method: 'POST', body: reply, token: admin })).status).toBe(201);
    const news = (
      await expectJson<{ data: SponsoredChildNews[] }>(await s.request(`/api/giving/news?token=${token}`), 200)
    ).data[0]!;
    expect(news.letters.map((l) => [l.text, l.status])).toEqual([[edited, 'delivered']]);
    expect(news.updates.map((u) => [u.kind, u.text, u.images.length])).toEqual([['letter', 'Thank you!', 1]]);
    // The writer was told their letter was edited (issue 39 item 13), with what the child reads, and nothing removed.
    const mails = await mailTo(db(), 'writer@example.org');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'News of Aline: a letter',
      'Your letter to Aline was changed before it reached them',
    ]);
    const told = mails.find((m) => m.kind === 'letter-edited')!;
    expect(told.text).toContain(edited);
    expect(told.text).not.toContain('788 123 456');
    expect(told.text).not.toContain('me@example.org');
  });

  it('is returned to its writer with a reason they see on their page and by e-mail', async () => {
    const child = await makeChild(db(), 'Eric Habimana');
    const sponsorship = await makeSponsorship(db(), child.id, 'returned@example.org', 20, null);
    const token = await givingTokenOf(db(), 'returned@example.org');
    const form = new FormData();
    form.append('token', token);
    form.append('sponsorshipId', sponsorship.id);
    form.append('text', 'Add me on Facebook: eric.family');
    form.append('photo', new Blob([new Uint8Array(await photo(30))], { type: 'image/png' }), 'us.png');
    const sent = await s.request('/api/giving/letters', {
      method: 'POST',
      body: form,
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/my-giving?token=${encodeURIComponent(token)}&lang=en&done=1#letters`);
    const [letter] = (await pending()).filter((l) => l.childId === child.id);
    expect(letter!.flags).toEqual([{ kind: 'handle', match: 'Facebook' }]);
    expect(letter!.image).toMatch(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/);
    expect((await s.request(letter!.image!)).status).toBe(404);
    await expectError(await moderate(letter!._id, { action: 'return', reason: ' ' }), 400, /^reason: /);
    await expectError(await moderate(letter!._id, { action: 'deliver' }), 409);
    const reason = 'Please do not share social media accounts with the child.';
    expect((await moderate(letter!._id, { action: 'return', reason })).status).toBe(200);
    const [mail] = await mailTo(db(), 'returned@example.org');
    expect(mail!.subject).toBe('Your letter to Eric needs a change');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).not.toContain('eric.family');
    const news = (
      await expectJson<{ data: SponsoredChildNews[] }>(await s.request(`/api/giving/news?token=${token}`), 200)
    ).data[0]!;
    expect(news.letters[0]).toMatchObject({ status: 'returned', returnReason: reason });
    expect((await s.request(news.letters[0]!.image!.src)).status).toBe(200);
  });

  it("refuses a letter for someone else's or an ended sponsorship, an empty one, and a forged link", async () => {
    const child = await makeChild(db(), 'Jean Bosco');
    const theirs = await makeSponsorship(db(), child.id, 'owner@example.org', 20, null);
    const ended = await makeSponsorship(db(), (await makeChild(db(), 'Old Child')).id, 'owner@example.org', 90, 30);
    const stranger = await givingTokenOf(db(), 'stranger@example.org');
    const owner = await givingTokenOf(db(), 'owner@example.org');
    await expectError(await write({ token: stranger, sponsorshipId: theirs.id, text: 'Hi' }), 403);
    await expectError(await write({ token: owner, sponsorshipId: ended.id, text: 'Hi' }), 403);
    await expectError(await write({ token: owner, sponsorshipId: theirs.id, text: '   ' }), 400, /^text: /);
    await expectError(await write({ token: owner, sponsorshipId: 'nope', text: 'Hi' }), 400, /^sponsorshipId: /);
    await expectError(await write({ token: `${owner}x`, sponsorshipId: theirs.id, text: 'Hi' }), 403);
    expect((await pending()).filter((l) => l.childId === child.id)).toEqual([]);
    expect((await s.request('/api/letters')).status).toBe(401);
    await expectError(await moderate('0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f', { action: 'deliver' }), 404);
    await expectError(await moderate('not-an-id', { action: 'deliver' }), 404);
  });
});
