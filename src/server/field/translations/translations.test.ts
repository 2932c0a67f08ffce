import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { activityFor, expectError, expectJson, send } from '~test/api';
import { givingTokenOf, mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { letterItem, makeCentre, makeOfficer, putItem, uploadPhoto } from '~test/field';
import { makeStaff, tokenFor } from '~test/staff';
import { letterTranslations } from '~/server/core/db/field-schema';
import { adminUsers, children } from '~/server/core/db/schema';
import type { Letter, SponsoredChildNews } from '~/shared/schemas/child-news';
import type { Translation } from '~/shared/schemas/translation';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
type Queue = { data: Translation[]; overdue: number };
const queue = async (token: string, query = '') =>
  expectJson<Queue>(await s.request(`/api/translations${query}`, { token }), 200);
const newsOf = async (email: string) =>
  (
    await expectJson<{ data: SponsoredChildNews[] }>(
      await s.request(`/api/giving/news?token=${await givingTokenOf(db(), email)}`),
      200,
    )
  ).data[0]!;

/** A staff member of `role` who translates `pairs`, set by an administrator on the Staff screen's route. */
async function translator(role: 'sponsorship' | 'field', pairs: string[]) {
  const email = await makeStaff(db(), role);
  const [user] = await db().select().from(adminUsers).where(eq(adminUsers.email, email));
  await expectJson(await send(s, 'PUT', `/api/staff/${user!.id}/translates`, { pairs }, admin), 200);
  return { id: user!.id, name: user!.name, token: await tokenFor(s, email) };
}

describe('the translation queue', () => {
  it("a child's letter in Kinyarwanda waits for its English translation, checked by a second reader, then reaches the sponsor with the original beside it", async () => {
    const centre = await makeCentre(s, 'Centre T');
    const child = await makeChild(db(), 'Aline Uwase T');
    await db().update(children).set({ centreId: centre.id }).where(eq(children.id, child.id));
    const email = 'sponsor.t@example.org';
    await makeSponsorship(db(), child.id, email, 30, null);
    const officer = await makeOfficer(s, [centre.id]);
    const page = await uploadPhoto(s, officer.token, await photo(71));
    const id = randomUUID();
    const letter = letterItem(child.id, { lang: 'rw', transcription: 'Muraho! Ndabakunda.', pages: [page] });
    await expectJson(await putItem(s, officer.token, id, letter), 200);
    const approved = await expectJson<{ message: string }>(
      await s.request(`/api/field/items/${id}/approve`, { method: 'POST', token: admin }),
      200,
    );
    expect(approved.message).toContain('waits for its translation (en)');
    expect(await mailTo(db(), email)).toHaveLength(0);
    expect((await newsOf(email)).incoming).toEqual([expect.objectContaining({ _id: id, stage: 'received' })]);

    const first = await translator('sponsorship', ['rw-en']);
    const second = await translator('field', ['rw-en', 'rw-fr']);
    const outsider = await translator('sponsorship', ['fr-rw']);
    const [waiting] = (await queue(first.token)).data.filter((t) => t.child._id === child.id);
    expect(waiting).toMatchObject({
      direction: 'to-sponsor',
      from: 'rw',
      to: 'en',
      status: 'waiting',
      translator: null,
    });
    expect(waiting!.original.text).toBe('Muraho! Ndabakunda.');
    expect(waiting!.original.images).toHaveLength(1);
    // A field officer sees only their pairs; the pair decides who translates.
    expect((await queue(outsider.token)).data.map((t) => t._id)).toContain(waiting!._id);
    await expectError(await send(s, 'POST', `/api/translations/${waiting!._id}/claim`, undefined, outsider.token), 403);
    await expectJson(await send(s, 'POST', `/api/translations/${waiting!._id}/claim`, undefined, first.token), 200);
    await expectError(await send(s, 'POST', `/api/translations/${waiting!._id}/claim`, undefined, second.token), 409);
    expect((await newsOf(email)).incoming[0]!.stage).toBe('translating');
    const [claimed] = (await queue(admin)).data.filter((t) => t._id === waiting!._id);
    expect(claimed!.translator).toEqual({ _id: first.id, name: first.name });

    const put = (token: string, json: unknown) => send(s, 'PUT', `/api/translations/${waiting!._id}`, json, token);
    await expectError(await put(first.token, { text: '' }), 400);
    await expectJson(await put(first.token, { text: 'Hello! I love you.' }), 200);
    await expectError(await send(s, 'POST', `/api/translations/${waiting!._id}/check`, undefined, second.token), 409);
    await expectJson(await put(first.token, { text: 'Hello! I love you all.', done: true }), 200);
    // Its translator does not check their own words.
    await expectError(
      await send(s, 'POST', `/api/translations/${waiting!._id}/check`, undefined, first.token),
      409,
      'Someone other than its translator checks a translation.',
    );
    const checked = await expectJson<{ message: string }>(
      await send(s, 'POST', `/api/translations/${waiting!._id}/check`, undefined, second.token),
      200,
    );
    expect(checked.message).toBe('Checked. 1 sponsor was told of the letter.');
    await expectError(await put(first.token, { text: 'Changed.' }), 409);

    const news = await newsOf(email);
    expect(news.incoming).toEqual([]);
    expect(news.updates[0]).toMatchObject({
      kind: 'letter',
      lang: 'en',
      text: 'Hello! I love you all.',
      original: { text: 'Muraho! Ndabakunda.', lang: 'rw' },
    });
    expect(news.updates[0]!.images).toHaveLength(1);
    expect(await mailTo(db(), email)).toHaveLength(1);
    expect(await activityFor(s, waiting!._id)).toEqual([
      'update letter_translation',
      'update letter_translation',
      'update letter_translation',
      'check letter_translation',
    ]);
  });

  it("a sponsor's letter in English waits after moderation for Kinyarwanda; the page shows its stage; over 30 days it is overdue", async () => {
    const child = await makeChild(db(), 'Eric Mugisha L');
    const email = 'writer.l@example.org';
    const sponsorship = await makeSponsorship(db(), child.id, email, 20, null);
    const token = await givingTokenOf(db(), email);
    const written = await expectJson<{ data: { _id: string } }>(
      await s.request('/api/giving/letters', {
        method: 'POST',
        json: { token, sponsorshipId: sponsorship.id, text: 'Dear Eric, we pray for you.' },
      }),
      201,
    );
    const letterId = written.data._id;
    expect((await newsOf(email)).letters[0]).toMatchObject({ stage: 'received', translation: null });
    expect((await queue(admin)).data.some((t) => t.original.text === 'Dear Eric, we pray for you.')).toBe(false);
    await expectJson(await send(s, 'POST', `/api/letters/${letterId}`, { action: 'approve' }, admin), 200);
    const [row] = await db().select().from(letterTranslations).where(eq(letterTranslations.sponsorLetterId, letterId));
    expect(row).toMatchObject({ fromLang: 'en', toLang: 'rw', status: 'waiting' });
    // The Letters screen says where its translation is, and shows it once checked.
    const onLettersScreen = async () => {
      const { data } = await expectJson<{ data: Letter[] }>(
        await s.request('/api/letters?status=approved&pageSize=100', { token: admin }),
        200,
      );
      return data.find((l) => l._id === letterId)!.translation;
    };
    expect(await onLettersScreen()).toEqual({ status: 'waiting', text: '', images: [] });

    // Waiting for 31 days: overdue, counted and filtered.
    await db()
      .update(letterTranslations)
      .set({ receivedAt: sql`now() - interval '31 days'` })
      .where(eq(letterTranslations.id, row!.id));
    const overdue = await queue(admin, '?overdue=1');
    expect(overdue.data.map((t) => t._id)).toEqual([row!.id]);
    expect(overdue.overdue).toBeGreaterThanOrEqual(1);
    expect(overdue.data[0]).toMatchObject({ direction: 'to-child', overdue: true, child: { preferredName: 'Eric' } });

    const a = await translator('sponsorship', ['en-rw']);
    const b = await translator('sponsorship', ['en-rw']);
    await expectJson(await send(s, 'POST', `/api/translations/${row!.id}/claim`, undefined, a.token), 200);
    await expectJson(
      await send(s, 'PUT', `/api/translations/${row!.id}`, { text: 'Eric mwiza, turagusengera.', done: true }, a.token),
      200,
    );
    expect((await newsOf(email)).letters[0]!.stage).toBe('translating');
    await expectJson(await send(s, 'POST', `/api/translations/${row!.id}/check`, undefined, b.token), 200);
    expect((await newsOf(email)).letters[0]).toMatchObject({
      stage: 'checked',
      translation: 'Eric mwiza, turagusengera.',
    });
    expect(await onLettersScreen()).toEqual({ status: 'checked', text: 'Eric mwiza, turagusengera.', images: [] });
    expect((await queue(admin, '?overdue=1')).data).toEqual([]);
    await expectJson(await send(s, 'POST', `/api/letters/${letterId}`, { action: 'deliver' }, admin), 200);
    expect((await newsOf(email)).letters[0]!.stage).toBe('delivered');
  });

  it('refuses a pair that does not exist, an unknown person, and a viewer', async () => {
    const viewer = await tokenFor(s, await makeStaff(db(), 'viewer'));
    await expectError(await send(s, 'PUT', `/api/staff/${randomUUID()}/translates`, { pairs: ['rw-en'] }, admin), 404);
    const { id } = await translator('sponsorship', []);
    await expectError(await send(s, 'PUT', `/api/staff/${id}/translates`, { pairs: ['rw-de'] }, admin), 400);
    expect((await s.request('/api/translations', { token: viewer })).status).toBe(403);
    await expectError(await send(s, 'PUT', `/api/staff/${id}/translates`, { pairs: ['rw-en'] }, viewer), 403);
    await expectError(await send(s, 'POST', `/api/translations/${randomUUID()}/claim`, undefined, admin), 404);
  });
});
