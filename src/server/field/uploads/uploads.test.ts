import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson } from '~test/api';
import { solidImage } from '~test/images';
import { makeOfficer, putChunk, uploadPhoto } from '~test/field';
import { fieldUploads } from '~/server/core/db/field-schema';
import { isPrivateImage } from '~/server/core/images/private';
import { hashesIn } from '~/server/core/images/references';
import type { FieldUpload } from '~/shared/schemas/field';

let s: TestServer;
testServerForFile((t) => ({ s } = t), { workers: false });

type UploadAnswer = { message: string; data: FieldUpload };
const state = (token: string, id: string, method = 'GET') => s.request(`/api/field/uploads/${id}`, { token, method });

describe('photos sent in parts', () => {
  it('resumes after a dropped connection: asks how far it came, sends the rest, gets a private image', async () => {
    const officer = await makeOfficer(s, []);
    const photo = await solidImage(300, 200, { r: 200, g: 120, b: 40 }, 'jpeg');
    const id = randomUUID();
    const half = Math.floor(photo.length / 2);
    await expectError(await state(officer.token, id), 404, 'Nothing was uploaded under this id yet.');

    const first = await expectJson<UploadAnswer>(
      await putChunk(s, officer.token, id, photo.subarray(0, half), 0, photo.length),
      200,
    );
    expect(first.data).toEqual({ _id: id, status: 'receiving', received: half, total: photo.length });
    expect(first.message).toBe(`${half} of ${photo.length} bytes received.`);
    // The connection dropped: the phone asks, by GET or by HEAD.
    const asked = await state(officer.token, id);
    expect(asked.headers.get('upload-offset')).toBe(String(half));
    expect((await expectJson<{ data: FieldUpload }>(asked, 200)).data.received).toBe(half);
    const head = await state(officer.token, id, 'HEAD');
    expect([head.status, head.headers.get('upload-offset')]).toEqual([200, String(half)]);

    // A part sent again changes nothing; a gap is refused saying where to resume.
    await expectJson(await putChunk(s, officer.token, id, photo.subarray(0, half), 0, photo.length), 200);
    const gap = await putChunk(s, officer.token, id, photo.subarray(half + 10), half + 10, photo.length);
    expect(gap.headers.get('upload-offset')).toBe(String(half));
    await expectError(gap, 409, `This upload has ${half} bytes so far: send from byte ${half}.`);
    // A part overlapping what arrived adds only the new bytes.
    const done = await expectJson<UploadAnswer>(
      await putChunk(s, officer.token, id, photo.subarray(half - 5), half - 5, photo.length),
      200,
    );
    expect(done).toEqual({
      message: 'The photo has arrived.',
      data: { _id: id, status: 'complete', received: photo.length, total: photo.length },
    });
    const [row] = await s.database.db.select().from(fieldUploads).where(eq(fieldUploads.id, id));
    expect(row!.bytes).toBeNull();
    const [hash] = hashesIn(row!.image);
    expect(await isPrivateImage(s.database.db, hash!)).toBe(true);
    // Sent again once complete: the same answer, one image.
    expect(
      await expectJson(await putChunk(s, officer.token, id, photo.subarray(half), half, photo.length), 200),
    ).toEqual(done);
  });

  it('refuses a 30 MB photo at its first part, and what is not an image, clearly and for good', async () => {
    const officer = await makeOfficer(s, []);
    const big = await putChunk(s, officer.token, randomUUID(), Buffer.alloc(1000), 0, 30 * 1024 * 1024);
    await expectError(
      big,
      413,
      'This photo is 30 MB; a photo may be at most 5 MB. Take it again (the app makes photos smaller before sending).',
    );
    const id = randomUUID();
    const text = Buffer.from('this is a letter typed as text, not a photo');
    await expectError(await putChunk(s, officer.token, id, text, 0, text.length), 415, /image/i);
    await expectError(
      await putChunk(s, officer.token, id, text, 0, text.length),
      415,
      /^A photo of this item was refused/,
    );
    expect((await expectJson<{ data: FieldUpload }>(await state(officer.token, id), 200)).data.status).toBe('refused');
  });

  it('asks for a Content-Range, keeps the size it started with, and keeps uploads to their sender', async () => {
    const officer = await makeOfficer(s, []);
    const id = randomUUID();
    const noRange = await s.request(`/api/field/uploads/${id}`, {
      method: 'PUT',
      token: officer.token,
      body: new Uint8Array(10),
    });
    await expectError(noRange, 400, /Content-Range/);
    await expectJson(await putChunk(s, officer.token, id, Buffer.alloc(10), 0, 100), 200);
    await expectError(
      await putChunk(s, officer.token, id, Buffer.alloc(10), 10, 200),
      409,
      /another size \(100 bytes\)/,
    );
    const other = await makeOfficer(s, []);
    await expectError(await state(other.token, id), 404);
    await expectError(await putChunk(s, other.token, id, Buffer.alloc(10), 10, 100), 404);
    // A part over 1 MiB is refused before it is read to the end.
    const huge = await putChunk(s, officer.token, randomUUID(), Buffer.alloc(1024 * 1024 + 1), 0, 2 * 1024 * 1024);
    expect(huge.status).toBe(413);
  });

  it('takes a real photo of a few parts from start to end', async () => {
    const officer = await makeOfficer(s, []);
    const id = await uploadPhoto(s, officer.token, await solidImage(800, 600, { r: 10, g: 200, b: 90 }, 'png'), 1000);
    expect((await expectJson<{ data: FieldUpload }>(await state(officer.token, id), 200)).data.status).toBe('complete');
  });
});
