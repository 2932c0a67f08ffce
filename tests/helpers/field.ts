import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { centres } from '~/server/core/db/centres-schema';
import { staffCentres } from '~/server/core/db/field-schema';
import { adminUsers } from '~/server/core/db/schema';
import { eq } from 'drizzle-orm';
import type { FieldItemInput, FieldUpload } from '~/shared/schemas/field';
import { expectJson } from './api';
import type { TestServer } from './server';
import { makeStaff, tokenFor } from './staff';

/** Test records of the field (docs/field.md): centres, officers, items, uploads. */

export async function makeCentre(s: TestServer, name: string) {
  const [row] = await s.database.db.insert(centres).values({ name }).returning();
  return row!;
}

/** A field officer assigned to these centres, signed in: their id and token. */
export async function makeOfficer(s: TestServer, centreIds: string[]) {
  const email = await makeStaff(s.database.db, 'field');
  const [user] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (centreIds.length)
    await s.database.db.insert(staffCentres).values(centreIds.map((centreId) => ({ userId: user!.id, centreId })));
  return { id: user!.id, email, token: await tokenFor(s, email) };
}

/** A progress report of a child, captured a minute ago, unless `extra` says otherwise. */
export const report = (childId: string, extra: Partial<FieldItemInput> = {}): FieldItemInput =>
  ({
    kind: 'report',
    childId,
    lang: 'en',
    capturedAt: new Date(Date.now() - 60_000).toISOString(),
    report: {
      schoolLevel: 'Primary 4',
      attendance: 92,
      healthCheckOn: '2026-09-14',
      activities: 'Football',
      note: 'Reads well.',
    },
    ...extra,
  }) as FieldItemInput;

/** A child's letter captured now: its language, its pages (uploads' ids) and what the officer typed of it. */
export const letterItem = (
  childId: string,
  fields: { lang: string; transcription: string; pages: string[] },
): FieldItemInput => ({ kind: 'letter', childId, capturedAt: new Date().toISOString(), ...fields }) as FieldItemInput;

export const putItem = (
  s: TestServer,
  token: string,
  id: string,
  body: unknown,
  headers: Record<string, string> = {},
) => s.request(`/api/field/items/${id}`, { method: 'PUT', json: body, token, headers });

export const putChunk = (s: TestServer, token: string, id: string, bytes: Buffer, start: number, total: number) =>
  s.request(`/api/field/uploads/${id}`, {
    method: 'PUT',
    token,
    headers: {
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}`,
    },
    body: new Uint8Array(bytes),
  });

/** Uploads a whole photo in parts of `size` bytes and answers its upload id. */
export async function uploadPhoto(s: TestServer, token: string, photo: Buffer, size = 4096): Promise<string> {
  const id = randomUUID();
  let last: Response | undefined;
  for (let start = 0; start < photo.length; start += size)
    last = await putChunk(s, token, id, photo.subarray(start, start + size), start, photo.length);
  const { data } = await expectJson<{ data: FieldUpload }>(last!, 200);
  expect(data.status).toBe('complete');
  return id;
}
