import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { sponsorNewsOf, translatorToken } from '~test/translations';
import { expectError, expectJson, send } from '~test/api';
import { mailTo, makeChild, makeSponsorship, photo } from '~test/child-news';
import { makeCentre, makeOfficer, putItem, uploadPhoto } from '~test/field';
import { children } from '~/server/core/db/schema';
import { MAX_TRANSLATION_PHOTOS, type Translation } from '~/shared/schemas/translation';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
const newsOf = (email: string) => sponsorNewsOf(s, email);

const translator = (pairs: string[]) => translatorToken(s, admin, pairs);

/** Photos of a translation, posted as the Translations screen's form posts them. */
function photoForm(photos: Buffer[], returnTo?: string) {
  const form = new FormData();
  if (returnTo) form.append('returnTo', returnTo);
  for (const p of photos) form.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), 'page.png');
  return form;
}
const attach = (id: string, token: string, photos: Buffer[], headers?: Record<string, string>, returnTo?: string) =>
  s.request(`/api/translations/${id}/photos`, {
    method: 'POST',
    body: photoForm(photos, returnTo),
    token,
    headers,
    redirect: 'manual',
  });

/** A child's letter in Kinyarwanda from the field, approved: it waits for its English translation. */
async function letterWaiting(name: string, email: string) {
  const centre = await makeCentre(s, `Centre ${name}`);
  const child = await makeChild(db(), name);
  await db().update(children).set({ centreId: centre.id }).where(eq(children.id, child.id));
  await makeSponsorship(db(), child.id, email, 30, null);
  const officer = await makeOfficer(s, [centre.id]);
  const page = await uploadPhoto(s, officer.token, await photo(41));
  const id = randomUUID();
  const letter = { kind: 'letter', childId: child.id, lang: 'rw', capturedAt: new Date().toISOString(), pages: [page] };
  await expectJson(await putItem(s, officer.token, id, letter), 200);
  await expectJson(await s.request(`/api/field/items/${id}/approve`, { method: 'POST', token: admin }), 200);
  return child;
}

async function queued(token: string, childId: string): Promise<Translation> {
  const { data } = await expectJson<{ data: Translation[] }>(await s.request('/api/translations', { token }), 200);
  return data.find((t) => t.child._id === childId)!;
}

describe('a translation written by hand (docs/field.md#translation)', () => {
  it('is photos beside the original: attached, checked, and posted after the letter’s pages to its sponsor', async () => {
    const email = 'handwritten@example.org';
    const child = await letterWaiting('Handwritten Child', email);
    const writer = await translator(['rw-en']);
    const reader = await translator(['rw-en']);
    const waiting = await queued(writer, child.id);

    // Done with neither words nor photos: nothing to check.
    await expectJson(await send(s, 'POST', `/api/translations/${waiting._id}/claim`, undefined, writer), 200);
    const empty = await expectError(
      await send(s, 'PUT', `/api/translations/${waiting._id}`, { text: '', done: true }, writer),
      400,
    );
    expect(empty).toContain('attach photos');

    // Two pages of the translation; another translator may not add to it.
    const added = await expectJson<{ message: string }>(
      await attach(waiting._id, writer, [await photo(51), await photo(52)]),
      200,
    );
    expect(added.message).toBe('2 photos of the translation attached.');
    await expectError(await attach(waiting._id, reader, [await photo(53)]), 409);
    const listed = await queued(writer, child.id);
    expect(listed.images).toHaveLength(2);

    // One taken off again, then done with the photos alone.
    await expectJson(
      await send(
        s,
        'DELETE',
        `/api/translations/${waiting._id}/photos?image=${encodeURIComponent(listed.images[1]!)}`,
        undefined,
        writer,
      ),
      200,
    );
    await expectError(
      await send(
        s,
        'DELETE',
        `/api/translations/${waiting._id}/photos?image=${encodeURIComponent(listed.images[1]!)}`,
        undefined,
        writer,
      ),
      404,
    );
    await expectJson(await send(s, 'PUT', `/api/translations/${waiting._id}`, { text: '', done: true }, writer), 200);
    await expectJson(await send(s, 'POST', `/api/translations/${waiting._id}/check`, undefined, reader), 200);
    // Checked, it no longer changes.
    await expectError(await attach(waiting._id, writer, [await photo(54)]), 409);

    const news = await newsOf(email);
    expect(news.updates).toHaveLength(1);
    expect(news.updates[0]!.text).toBe(
      'A letter from Handwritten: its translation, written by hand, is in the photos after its pages.',
    );
    // The letter's page, then the translation's.
    expect(news.updates[0]!.images).toHaveLength(2);
    expect(await mailTo(db(), email)).toHaveLength(1);
  });

  it('refuses more photos than a translation carries, a file that is not an image, and a pair not carried', async () => {
    const child = await letterWaiting('Refused Photos Child', 'refused.photos@example.org');
    const writer = await translator(['rw-en']);
    const outsider = await translator(['fr-rw']);
    const waiting = await queued(writer, child.id);
    await expectError(await attach(waiting._id, outsider, [await photo(61)]), 403);
    const photos = await Promise.all(Array.from({ length: MAX_TRANSLATION_PHOTOS + 1 }, (_, i) => photo(70 + i)));
    expect((await attach(waiting._id, writer, photos)).status).toBe(413);
    const notImage = await attach(waiting._id, writer, [Buffer.from('%PDF-1.4 not a photo')]);
    expect(notImage.status).toBeGreaterThanOrEqual(400);
    expect(notImage.status).toBeLessThan(500);
    expect((await queued(writer, child.id)).images).toEqual([]);
  });

  it('answers a page’s form post with a redirect back to the screen, with the outcome', async () => {
    const child = await letterWaiting('Redirect Photos Child', 'redirect.photos@example.org');
    const writer = await translator(['rw-en']);
    const waiting = await queued(writer, child.id);
    const html = { accept: 'text/html' };
    const ok = await attach(waiting._id, writer, [await photo(81)], html, '/dashboard/translations?status=translating');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard/translations?status=translating&done=1');
    const refused = await attach(waiting._id, writer, [Buffer.from('not an image')], html, '/dashboard/translations');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/^\/dashboard\/translations\?error=/);
    // Taken by attaching: it is being translated.
    expect((await queued(writer, child.id)).status).toBe('translating');
  });
});
