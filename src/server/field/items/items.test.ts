import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson } from '~test/api';
import { makeChild, photo } from '~test/child-news';
import { letterItem, makeCentre, makeOfficer, putItem, report, uploadPhoto } from '~test/field';
import { fieldItems } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';
import type { FieldChild, FieldItem } from '~/shared/schemas/field';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
type ItemAnswer = { message: string; data: FieldItem };

/** Two centres, a child in each, an officer of the first. */
async function setting(tag: string) {
  const kinigi = await makeCentre(s, `Kinigi ${tag}`);
  const busogo = await makeCentre(s, `Busogo ${tag}`);
  const aline = await makeChild(db(), `Aline Uwase ${tag}`);
  const eric = await makeChild(db(), `Eric Habimana ${tag}`);
  await db().update(children).set({ centreId: kinigi.id }).where(eq(children.id, aline.id));
  await db().update(children).set({ centreId: busogo.id }).where(eq(children.id, eric.id));
  const officer = await makeOfficer(s, [kinigi.id]);
  return { kinigi, busogo, aline, eric, officer };
}

describe("a field officer's children", () => {
  it("lists only the children of the officer's centres, with nothing of a sponsor; staff see all", async () => {
    const { aline, eric, officer, kinigi } = await setting('a');
    await db().update(children).set({ preferredName: 'Lina' }).where(eq(children.id, aline.id));
    const res = await s.request('/api/field/children', { token: officer.token });
    const { data } = await expectJson<{ data: FieldChild[] }>(res, 200);
    expect(data).toEqual([
      {
        _id: aline.id,
        preferredName: 'Lina',
        age: 9,
        photo: null,
        centre: { _id: kinigi.id, name: 'Kinigi a' },
        lastReportAt: null,
      },
    ]);
    const text = JSON.stringify(data);
    for (const personal of ['Uwase', 'Kinigi, Musanze', 'sponsor', '@']) expect(text).not.toContain(personal);

    const all = await expectJson<{ data: FieldChild[] }>(await s.request('/api/field/children', { token: admin }), 200);
    expect(all.data.map((c) => c._id)).toEqual(expect.arrayContaining([aline.id, eric.id]));
    // An officer of no centre sees no child; a child who left is not listed.
    const idle = await makeOfficer(s, []);
    expect(
      (await expectJson<{ data: FieldChild[] }>(await s.request('/api/field/children', { token: idle.token }), 200))
        .data,
    ).toEqual([]);
    await db().update(children).set({ leftAt: new Date() }).where(eq(children.id, aline.id));
    expect(
      (await expectJson<{ data: FieldChild[] }>(await s.request('/api/field/children', { token: officer.token }), 200))
        .data,
    ).toEqual([]);
  });

  it("keeps the officer from staff's screens and from the children's records", async () => {
    const { officer } = await setting('b');
    expect((await s.request('/api/sponsors', { token: officer.token })).status).toBe(403);
    expect((await s.request('/api/donors', { token: officer.token })).status).toBe(403);
    expect(
      (await s.request('/api/centres', { method: 'POST', json: { name: 'X' }, token: officer.token })).status,
    ).toBe(403);
  });
});

describe('items sent from a phone', () => {
  it('makes one item of an id sent twice, with the same answer', async () => {
    const { aline, officer } = await setting('c');
    const id = randomUUID();
    const first = await expectJson<ItemAnswer>(await putItem(s, officer.token, id, report(aline.id)), 200);
    const again = await expectJson<ItemAnswer>(await putItem(s, officer.token, id, report(aline.id)), 200);
    expect(again).toEqual(first);
    expect(first.message).toBe('Received.');
    expect(first.data).toMatchObject({
      _id: id,
      kind: 'report',
      status: 'submitted',
      lang: 'en',
      clockAdjusted: false,
    });
    expect(first.data.report).toEqual({
      schoolLevel: 'Primary 4',
      attendance: 92,
      healthCheckOn: '2026-09-14',
      activities: 'Football',
      note: 'Reads well.',
    });
    expect(await db().select().from(fieldItems).where(eq(fieldItems.id, id))).toHaveLength(1);
    // The same id from someone else is not theirs.
    const other = await makeOfficer(s, []);
    await expectError(await putItem(s, other.token, id, report(aline.id)), 409, /another person/);
  });

  it("refuses a child outside the officer's centres (403) and a child who left (410), clearly", async () => {
    const { aline, eric, officer } = await setting('d');
    await expectError(await putItem(s, officer.token, randomUUID(), report(eric.id)), 403, /not in your centres/);
    const sent = randomUUID();
    await expectJson(await putItem(s, officer.token, sent, report(aline.id)), 200);
    await db().update(children).set({ leftAt: new Date() }).where(eq(children.id, aline.id));
    await expectError(await putItem(s, officer.token, randomUUID(), report(aline.id)), 410, /left the programme/);
    // What had arrived before the child left is answered as it was: nothing lost, nothing doubled.
    expect((await expectJson<ItemAnswer>(await putItem(s, officer.token, sent, report(aline.id)), 200)).data._id).toBe(
      sent,
    );
    await expectError(
      await putItem(s, officer.token, randomUUID(), report(randomUUID())),
      404,
      /not in the programme's records/,
    );
  });

  it("uses the time of arrival when the phone's clock is wrong, and says so", async () => {
    const { aline, officer } = await setting('e');
    for (const capturedAt of ['2031-01-01T08:00:00.000Z', '1970-01-01T00:00:00.000Z']) {
      const before = Date.now();
      const { message, data } = await expectJson<ItemAnswer>(
        await putItem(s, officer.token, randomUUID(), report(aline.id, { capturedAt })),
        200,
      );
      expect(message).toContain(`Your phone's clock seems wrong (${capturedAt})`);
      expect(data.clockAdjusted).toBe(true);
      expect(Date.parse(data.capturedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(data.capturedAt).toBe(data.receivedAt);
    }
    // In French for a phone in French.
    const fr = await putItem(s, officer.token, randomUUID(), report(aline.id, { capturedAt: '2031-01-01T08:00:00Z' }), {
      'accept-language': 'fr',
    });
    expect((await expectJson<ItemAnswer>(fr, 200)).message).toMatch(/^Reçu\. L'horloge de votre téléphone/);
  });

  it('refuses a bad report with a message naming the field', async () => {
    const { aline, officer } = await setting('f');
    const bad = report(aline.id, { report: { schoolLevel: 'P4', attendance: 140 } } as never);
    await expectError(
      await putItem(s, officer.token, randomUUID(), bad),
      400,
      /^report\.attendance: Attendance is a percentage/,
    );
    await expectError(
      await putItem(s, officer.token, randomUUID(), { ...report(aline.id), lang: 'de' }),
      400,
      /^lang: /,
    );
    await expectError(await putItem(s, officer.token, 'not-a-uuid', report(aline.id)), 404);
    const letter = { kind: 'letter', childId: aline.id, lang: 'rw', capturedAt: new Date().toISOString(), pages: [] };
    await expectError(
      await putItem(s, officer.token, randomUUID(), letter),
      400,
      /^pages: A letter has from 1 to 6 pages/,
    );
  });

  it("takes a letter's pages by their uploads, and waits for a photo still arriving", async () => {
    const { aline, officer } = await setting('g');
    const page = await uploadPhoto(s, officer.token, await photo(7));
    const letter = letterItem(aline.id, { lang: 'rw', transcription: 'Muraho! Ndabakunda.', pages: [page] });
    const { data } = await expectJson<ItemAnswer>(await putItem(s, officer.token, randomUUID(), letter), 200);
    expect(data).toMatchObject({ kind: 'letter', transcription: 'Muraho! Ndabakunda.', report: null });
    expect(data.images).toEqual([expect.stringMatching(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/)]);
    await expectError(
      await putItem(s, officer.token, randomUUID(), { ...letter, pages: [randomUUID()] }),
      409,
      /has not finished arriving/,
    );
  });
});
