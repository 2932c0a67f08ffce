import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children } from '~/server/core/db/schema';
import { expectError, expectJson } from '~test/api';
import { solidImage } from '~test/images';
import { csvFile, importResult, postImport } from '~test/imports';
import { zipOf } from '~test/xlsx';
import { testServerForFile, type TestServer } from '~test/server';

/** Children with their photos, in one ZIP (docs/importing.md). */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const upload = (file: Buffer, name: string, dryRun?: true) =>
  postImport(s, token, { kind: 'children', file, name, dryRun });
const child = async (ref: string) => (await s.database.db.select().from(children).where(eq(children.ref, ref)))[0];
const csv = csvFile`
  ref,first_name,birth_date,monthly_support,photo
  PH-1,Keza,03/07/2015,15000,Keza.JPG
  PH-2,Ganza,2014-02-01,15000,
`;

describe('children with photos in a ZIP', () => {
  it('stores each named photo, and a second import changes nothing', async () => {
    const zip = await zipOf({
      'list/children.csv': csv,
      'list/photos/keza.jpg': await solidImage(40, 30, 'red', 'jpeg'),
    });
    const dry = await importResult(await upload(zip, 'children.zip', true));
    expect(dry).toMatchObject({ created: 2, failed: 0 });
    expect(await child('PH-1')).toBeUndefined();
    await expectJson(await upload(zip, 'children.zip'), 200);
    expect((await child('PH-1'))!.photo).toMatch(/^\/api\/images\/[0-9a-f]{32}\/1200\.webp$/);
    expect((await child('PH-2'))!.photo).toBeNull();
    const again = await importResult(await upload(zip, 'children.zip'));
    expect(again).toMatchObject({ unchanged: 2 });
  });

  it('names a photo that is missing, too large or not a picture, and refuses a ZIP with a path outside its folder', async () => {
    const bad = csvFile`
      ref,first_name,birth_date,monthly_support,photo
      PH-3,Ineza,03/07/2015,15000,missing.jpg
      PH-4,Mugisha,03/07/2015,15000,notes.jpg
    `;
    const zip = await zipOf({ 'children.csv': bad, 'notes.jpg': 'not a picture at all' });
    const refused = await importResult(await upload(zip, 'kids.zip'), 422);
    expect(refused.results.map((r) => r.errors)).toEqual([
      [{ column: 'photo', message: 'is not in kids.zip (missing.jpg)' }],
      [{ column: 'photo', message: 'is not a JPEG, PNG or WebP picture' }],
    ]);
    // A ZIP slip: an entry named ../evil.jpg (written as xx/evil.jpg, then renamed in place).
    const slip = await zipOf({ 'children.csv': csv, 'xx/evil.jpg': await solidImage(4, 4, 'blue', 'jpeg') });
    const renamed = Buffer.from(slip.toString('latin1').replaceAll('xx/evil.jpg', '../evil.jpg'), 'latin1');
    await expectError(
      await upload(renamed, 'slip.zip'),
      400,
      /slip\.zip: "\.\.\/evil\.jpg" points outside the ZIP's folder/,
    );
    await expectError(
      await upload(await zipOf({ 'a.txt': 'x' }), 'empty.zip'),
      400,
      /empty\.zip holds no \.csv or \.xlsx/,
    );
    expect(await child('PH-3')).toBeUndefined();
  });
});
