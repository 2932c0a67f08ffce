import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testServerForFile, type TestServer } from '~test/server';
import { sponsorNewsOf, translatorToken } from '~test/translations';
import { expectJson, send } from '~test/api';
import { givingTokenOf, mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { childUpdates } from '~/server/core/db/child-news-schema';
import type { ChildUpdate } from '~/shared/schemas/child-news';
import type { Translation } from '~/shared/schemas/translation';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
const newsOf = (email: string) => sponsorNewsOf(s, email);

function letterForm(childId: string, texts: Record<string, string>, photos: Buffer[] = []) {
  const f = new FormData();
  f.append('childId', childId);
  f.append('kind', 'letter');
  for (const [k, v] of Object.entries(texts)) f.append(k, v);
  for (const p of photos) f.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'page.png');
  return f;
}
const post = (body: FormData) => s.request('/api/child-news', { method: 'POST', body, token: admin });

const translator = (pairs: string[]) => translatorToken(s, admin, pairs);

describe("a child's letter typed in by staff on the dashboard (docs/field.md#translation)", () => {
  it('waits in the translation queue as a field letter does, then reaches the sponsor with the original beside it', async () => {
    const child = await makeChild(db(), 'Typed Letter Child');
    const email = 'typed.letter@example.org';
    await makeSponsorship(db(), child.id, email, 30, null);
    const answer = await expectJson<{ message: string; data: ChildUpdate }>(
      await post(letterForm(child.id, { textRw: 'Muraho mubyeyi!' }, [await photo(33)])),
      201,
    );
    expect(answer.data.translating).toEqual(['en']);
    expect(answer.message).toContain('translation queue');
    expect(await mailTo(db(), email)).toHaveLength(0);
    expect((await newsOf(email)).updates).toEqual([]);

    const first = await translator(['rw-en']);
    const second = await translator(['rw-en']);
    const queue = await expectJson<{ data: Translation[] }>(
      await s.request('/api/translations', { token: first }),
      200,
    );
    const waiting = queue.data.find((t) => t.child._id === child.id)!;
    expect(waiting).toMatchObject({ from: 'rw', to: 'en', status: 'waiting' });
    expect(waiting.original.text).toBe('Muraho mubyeyi!');
    expect(waiting.original.images).toHaveLength(1);
    await expectJson(await send(s, 'POST', `/api/translations/${waiting._id}/claim`, undefined, first), 200);
    await expectJson(
      await send(s, 'PUT', `/api/translations/${waiting._id}`, { text: 'Hello dear sponsor!', done: true }, first),
      200,
    );
    await expectJson(await send(s, 'POST', `/api/translations/${waiting._id}/check`, undefined, second), 200);

    const news = await newsOf(email);
    expect(news.updates[0]).toMatchObject({
      kind: 'letter',
      lang: 'en',
      text: 'Hello dear sponsor!',
      original: { text: 'Muraho mubyeyi!', lang: 'rw' },
    });
    expect(news.updates[0]!.images).toHaveLength(1);
    expect(await mailTo(db(), email)).toHaveLength(1);
  });

  it("a reply to a sponsor's letter waits for a translation into that sponsor's language, then reaches them, addressed to them", async () => {
    const child = await makeChild(db(), 'Reply Letter Child');
    const writer = 'reply.writer@example.org';
    const sponsorship = await makeSponsorship(db(), child.id, writer, 30, null);
    const token = await givingTokenOf(db(), writer);
    const written = await expectJson<{ data: { _id: string } }>(
      await s.request('/api/giving/letters', {
        method: 'POST',
        json: { token, sponsorshipId: sponsorship.id, text: 'Dear friend, how is school?' },
      }),
      201,
    );
    await expectJson(await send(s, 'POST', `/api/letters/${written.data._id}`, { action: 'approve' }, admin), 200);
    const mailsBefore = (await mailTo(db(), writer)).length;

    const form = letterForm(child.id, { textRw: 'Ishuri rimeze neza!' });
    form.append('replyToLetterId', written.data._id);
    const answer = await expectJson<{ data: ChildUpdate }>(await post(form), 201);
    // The letter's writer reads English: one translation, for them.
    expect(answer.data.translating).toEqual(['en']);
    expect(answer.data.notified).toBe(0);
    expect((await newsOf(writer)).updates).toEqual([]);
    expect((await newsOf(writer)).incoming).toEqual([expect.objectContaining({ stage: 'received' })]);

    const first = await translator(['rw-en']);
    const second = await translator(['rw-en']);
    const queue = await expectJson<{ data: Translation[] }>(
      await s.request('/api/translations', { token: first }),
      200,
    );
    // The sponsor's own letter waits for its Kinyarwanda; the reply for its English.
    const waiting = queue.data.filter((t) => t.child._id === child.id && t.from === 'rw');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ to: 'en', status: 'waiting' });
    await expectJson(await send(s, 'POST', `/api/translations/${waiting[0]!._id}/claim`, undefined, first), 200);
    await expectJson(
      await send(
        s,
        'PUT',
        `/api/translations/${waiting[0]!._id}`,
        { text: 'School is going well!', done: true },
        first,
      ),
      200,
    );
    await expectJson(await send(s, 'POST', `/api/translations/${waiting[0]!._id}/check`, undefined, second), 200);

    const news = await newsOf(writer);
    expect(news.updates).toHaveLength(1);
    expect(news.updates[0]).toMatchObject({
      kind: 'letter',
      text: 'School is going well!',
      original: { text: 'Ishuri rimeze neza!', lang: 'rw' },
    });
    expect(news.incoming).toEqual([]);
    expect((await mailTo(db(), writer)).length).toBe(mailsBefore + 1);
    // Posted as the reply it is: to the letter's sponsorship, linked to the letter.
    const [posted] = await db().select().from(childUpdates).where(eq(childUpdates.childId, child.id));
    expect(posted).toMatchObject({ sponsorshipId: sponsorship.id, replyToLetterId: written.data._id });
  });

  it("is posted at once when staff typed it in every language the child's sponsors read", async () => {
    const child = await makeChild(db(), 'Typed Both Child');
    const email = 'typed.both@example.org';
    await makeSponsorship(db(), child.id, email, 30, null);
    const answer = await expectJson<{ data: ChildUpdate }>(
      await post(letterForm(child.id, { textRw: 'Muraho!', textEn: 'Hello!' })),
      201,
    );
    expect(answer.data.translating).toBeUndefined();
    expect(answer.data.notified).toBe(1);
    expect((await newsOf(email)).updates).toHaveLength(1);
  });
});
