import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children } from '~/server/core/db/schema';
import { expectError } from '~test/api';
import { type ImportFields, csvFile, importResult, postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import { yearsBetween } from './check-children';

/** Importing children (docs/importing.md): consent decides the listing; a second import changes nothing. */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const upload = (file: string, f: Omit<ImportFields, 'kind'> = {}, as = token) =>
  postImport(s, as, { kind: 'children', file, name: 'children.csv', ...f });
const child = async (ref: string) => (await s.database.db.select().from(children).where(eq(children.ref, ref)))[0];
const age = (birth: string) => yearsBetween(birth, new Date().toISOString().slice(0, 10));

const file = csvFile`
  ref,first_name,last_name,birth_date,gender,centre,story,monthly_support,listing_consent,consent_guardian,consent_date
  CH-1,Uwimana,Keza,03/07/2015,girl,"Rwaza, Musanze",Loves football.,15000,yes,Marie Uwimana,2024-01-15
  CH-2,Jean-d'Amour,,2014-02-01,boy,Musanze,,15 000,,,
  CH-3,Aline,,01/01/2099,other,,,15000,yes,,
`;

describe('importing children', () => {
  it('lists a child only with the consent, imports the rest unlisted, and a second import changes nothing', async () => {
    const refused = await importResult(await upload(file), 422);
    expect(refused).toMatchObject({ rows: 3, created: 2, failed: 1 });
    expect(refused.results[2]!.errors).toEqual([
      { column: 'birth_date', message: 'is in the future' },
      { column: 'gender', message: 'is not girl or boy' },
      { column: 'consent_guardian', message: 'is required with a listing consent' },
      { column: 'consent_date', message: 'is required with a listing consent' },
    ]);
    expect(await child('CH-1')).toBeUndefined();

    expect(await importResult(await upload(file, { skipErrors: true }))).toMatchObject({ created: 2, failed: 1 });
    expect(await child('CH-1')).toMatchObject({
      name: 'Uwimana Keza',
      preferredName: 'Uwimana',
      age: age('2015-07-03'),
      location: 'Rwaza, Musanze',
      district: 'Musanze',
      story: 'Loves football.',
      monthlySupport: '15000.00',
      consentScope: ['listing'],
      consentGivenBy: 'Marie Uwimana',
      consentGivenOn: '2024-01-15',
      listed: true,
      isSponsored: false,
    });
    expect(await child('CH-2')).toMatchObject({ name: "Jean-d'Amour", listed: false, consentScope: [] });
    const again = await importResult(await upload(file, { skipErrors: true }));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 1 });
  });

  it('finds a child staff added by hand by the name, and gives them the ref', async () => {
    const [byHand] = await s.database.db
      .insert(children)
      .values({ name: 'Eric Mugisha', age: 9, location: 'Musanze', story: 'Sings.', monthlySupport: '15000' })
      .returning();
    const row = 'ref,first_name,last_name,birth_date,monthly_support\nCH-9,Eric,Mugisha,2016-01-01,20000\n';
    const res = await importResult(await upload(row));
    expect(res.results[0]).toMatchObject({ status: 'updated', ref: 'CH-9' });
    expect(await child('CH-9')).toMatchObject({ id: byHand!.id, monthlySupport: '20000.00', story: 'Sings.' });
  });

  it('is for sponsorship staff and administrators, not finance', async () => {
    const sponsorship = await tokenFor(s, await makeStaff(s.database.db, 'sponsorship'));
    const finance = await tokenFor(s, await makeStaff(s.database.db, 'finance'));
    await importResult(await upload(file, { dryRun: true }, sponsorship));
    await expectError(await upload(file, { dryRun: true }, finance), 403);
  });
});
