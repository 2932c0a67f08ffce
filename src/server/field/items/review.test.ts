import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { activityFor, expectError, expectJson } from '~test/api';
import { givingTokenOf, mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { letterItem, makeCentre, makeOfficer, putItem, report, uploadPhoto } from '~test/field';
import { makeStaff, tokenFor } from '~test/staff';
import { children } from '~/server/core/db/schema';
import type { SponsoredChildNews } from '~/shared/schemas/child-news';
import type { FieldChild, FieldItem } from '~/shared/schemas/field';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
type ItemAnswer = { message: string; data: FieldItem };
const review = (id: string, what: 'approve' | 'return', token = admin, json?: unknown) =>
  s.request(`/api/field/items/${id}/${what}`, { method: 'POST', token, ...(json ? { json } : {}) });
const listed = async (token: string, status = '') =>
  (await expectJson<{ data: FieldItem[] }>(await s.request(`/api/field/items?status=${status}`, { token }), 200)).data;
const newsOf = async (token: string) =>
  (await expectJson<{ data: SponsoredChildNews[] }>(await s.request(`/api/giving/news?token=${token}`), 200)).data;

async function sponsoredChildOfficer(tag: string) {
  const centre = await makeCentre(s, `Centre ${tag}`);
  const child = await makeChild(db(), `Aline Uwase ${tag}`);
  await db().update(children).set({ centreId: centre.id }).where(eq(children.id, child.id));
  const email = `sponsor.${tag}@example.org`;
  await makeSponsorship(db(), child.id, email, 30, null);
  return { child, email, officer: await makeOfficer(s, [centre.id]) };
}

describe("staff's review of what came from the field", () => {
  it('approves a report: the sponsor sees it on their page and is e-mailed, once; the log says who', async () => {
    const { child, email, officer } = await sponsoredChildOfficer('a');
    const picture = await uploadPhoto(s, officer.token, await photo(33));
    const id = randomUUID();
    await expectJson(await putItem(s, officer.token, id, report(child.id, { photos: [picture] })), 200);
    const sponsorship = await makeStaff(db(), 'sponsorship');
    const staff = await tokenFor(s, sponsorship);
    expect((await listed(staff, 'submitted')).map((i) => i._id)).toContain(id);

    // Neither the officer nor a viewer reviews.
    expect((await review(id, 'approve', officer.token)).status).toBe(403);
    const { message, data } = await expectJson<ItemAnswer>(await review(id, 'approve', staff), 200);
    expect(message).toBe('Approved: 1 sponsor was told.');
    expect(data).toMatchObject({ status: 'approved', returnReason: null });
    await expectError(await review(id, 'approve', staff), 409, 'This item was already reviewed.');
    await expectError(await review(randomUUID(), 'approve', staff), 404, 'This item was not found.');

    const mails = await mailTo(db(), email);
    expect(mails.map((m) => m.subject)).toEqual(['News of Aline: a progress report']);
    expect(mails[0]!.text).toContain('School level: Primary 4');
    expect(mails[0]!.text).toContain('Attendance this term: 92%');
    const [news] = await newsOf(await givingTokenOf(db(), email));
    expect(news!.updates).toHaveLength(1);
    expect(news!.updates[0]).toMatchObject({ kind: 'progress', lang: 'en' });
    expect(news!.updates[0]!.text).toContain('Reads well.');
    expect(news!.updates[0]!.images).toHaveLength(1);
    expect(await activityFor(s, id)).toEqual(['approve field_item']);

    // The officer's list and children say it was approved.
    expect((await listed(officer.token, 'approved')).map((i) => i._id)).toEqual([id]);
    const mine = await expectJson<{ data: FieldChild[] }>(
      await s.request('/api/field/children', { token: officer.token }),
      200,
    );
    expect(mine.data[0]!.lastReportAt).toBe(data.reviewedAt);
    // Sent again unchanged: the same item; changed: refused, it is approved.
    expect(
      (await expectJson<ItemAnswer>(await putItem(s, officer.token, id, report(child.id, { photos: [picture] })), 200))
        .data.status,
    ).toBe('approved');
    await expectError(await putItem(s, officer.token, id, report(child.id, { lang: 'fr' })), 409, /already approved/);
  });

  it('returns an item with a reason: the officer sees why, sends it again corrected, and it is reviewed again', async () => {
    const { child, email, officer } = await sponsoredChildOfficer('b');
    const id = randomUUID();
    await expectJson(await putItem(s, officer.token, id, report(child.id)), 200);
    await expectError(await review(id, 'return', admin, { reason: ' ' }), 400, /^reason: Say why it is returned/);
    const returned = await expectJson<ItemAnswer>(
      await review(id, 'return', admin, { reason: 'The attendance looks wrong.' }),
      200,
    );
    expect(returned.message).toBe('Returned to the field officer with your reason.');
    expect(await activityFor(s, id)).toEqual(['return field_item']);
    const [mine] = await listed(officer.token, 'returned');
    expect(mine).toMatchObject({ _id: id, status: 'returned', returnReason: 'The attendance looks wrong.' });
    expect(await mailTo(db(), email)).toEqual([]);

    const corrected = report(child.id, { report: { schoolLevel: 'Primary 4', attendance: 78 } } as never);
    const again = await expectJson<ItemAnswer>(await putItem(s, officer.token, id, corrected), 200);
    expect(again.data).toMatchObject({ status: 'submitted', returnReason: null });
    expect(again.data.report).toMatchObject({ attendance: 78 });
    // Another officer's list does not show it.
    const other = await makeOfficer(s, []);
    expect(await listed(other.token)).toEqual([]);
  });

  it("sends an approved child's letter in its sponsor's language at once, transcription beside the pages", async () => {
    const { child, email, officer } = await sponsoredChildOfficer('c');
    const page = await uploadPhoto(s, officer.token, await photo(44));
    const id = randomUUID();
    const letter = letterItem(child.id, { lang: 'en', transcription: 'Hello! I love you.', pages: [page] });
    await expectJson(await putItem(s, officer.token, id, letter), 200);
    await expectJson(await review(id, 'approve'), 200);
    const [news] = await newsOf(await givingTokenOf(db(), email));
    expect(news!.updates[0]).toMatchObject({ kind: 'letter', lang: 'en', text: 'Hello! I love you.', original: null });
    expect(await mailTo(db(), email)).toHaveLength(1);
  });
});
