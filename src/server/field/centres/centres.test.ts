import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { activityFor, expectError, expectJson } from '~test/api';
import { solidImage } from '~test/images';
import { makeOfficer } from '~test/field';
import { makeStaff, tokenFor } from '~test/staff';
import { adminUsers } from '~/server/core/db/schema';
import type { AdminChild } from '~/shared/schemas/child';
import type { Centre, FieldChild } from '~/shared/schemas/field';
import type { StaffList } from '~/shared/schemas/staff';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const addCentre = async (name: string) =>
  (
    await expectJson<{ data: Centre }>(
      await s.request('/api/centres', { method: 'POST', token: admin, json: { name } }),
      201,
    )
  ).data;
const assign = (userId: string, centreIds: string[]) =>
  s.request(`/api/staff/${userId}/centres`, { method: 'PUT', token: admin, json: { centreIds } });

function childForm(values: Record<string, string>, photo?: Buffer) {
  const f = new FormData();
  const base = {
    name: 'Aline Uwase',
    age: '8',
    location: 'Kinigi, Musanze',
    story: 'S',
    needs: 'Books',
    monthlySupport: '20000',
  };
  for (const [k, v] of Object.entries({ ...base, ...values })) f.append(k, v);
  if (photo) f.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'p.png');
  return f;
}

describe('centres', () => {
  it('adds centres once by name and lists them by name', async () => {
    const busogo = await addCentre('Busogo');
    await addCentre('Kinigi');
    await expectError(
      await s.request('/api/centres', { method: 'POST', token: admin, json: { name: 'kinigi' } }),
      409,
      'A centre of this name exists already.',
    );
    await expectError(
      await s.request('/api/centres', { method: 'POST', token: admin, json: { name: '' } }),
      400,
      /^name: Write the centre's name/,
    );
    const list = await expectJson<{ data: Centre[] }>(await s.request('/api/centres', { token: admin }), 200);
    expect(list.data.map((c) => c.name)).toEqual(['Busogo', 'Kinigi']);
    expect(await activityFor(s, busogo._id)).toEqual(['create centre']);
  });

  it("sets a child's centre on its form, shows it, clears it, and refuses an unknown one", async () => {
    const centre = await addCentre('Musanze town');
    const photo = await solidImage(20, 20, 'white');
    const made = await expectJson<{ data: AdminChild }>(
      await s.request('/api/add/sponsors', {
        method: 'POST',
        token: admin,
        body: childForm({ centreId: centre._id }, photo),
      }),
      201,
    );
    expect(made.data.centreId).toBe(centre._id);
    const edit = (values: Record<string, string>) =>
      s.request(`/api/sponsors/${made.data._id}`, { method: 'PUT', token: admin, body: childForm(values) });
    // Left out of an edit: kept.
    expect((await expectJson<{ data: AdminChild }>(await edit({}), 200)).data.centreId).toBe(centre._id);
    const one = await expectJson<{ data: AdminChild }>(
      await s.request(`/api/sponsors/${made.data._id}`, { token: admin }),
      200,
    );
    expect(one.data.centreId).toBe(centre._id);
    await expectError(
      await edit({ centreId: '00000000-0000-4000-8000-000000000000' }),
      400,
      /^centreId: This centre does not exist/,
    );
    await expectError(await edit({ centreId: 'Kinigi' }), 400, /^centreId: This centre does not exist/);
    expect((await expectJson<{ data: AdminChild }>(await edit({ centreId: '' }), 200)).data.centreId).toBeNull();
  });

  it("assigns centres to a field officer from the Staff API, shown on the Staff list, and they see those centres' children", async () => {
    const north = await addCentre('North');
    const south = await addCentre('South');
    const officer = await makeOfficer(s, []);
    const saved = await expectJson<{ message: string }>(await assign(officer.id, [south._id, north._id]), 200);
    expect(saved.message).toBe("The person's centres are saved.");
    const staff = await expectJson<StaffList>(await s.request('/api/staff', { token: admin }), 200);
    const person = staff.data.find((p) => p._id === officer.id)!;
    expect(person).toMatchObject({
      role: 'field',
      centres: [
        { _id: north._id, name: 'North' },
        { _id: south._id, name: 'South' },
      ],
    });
    expect(staff.data.find((p) => p.role === 'administrator')!.centres).toEqual([]);
    expect(await activityFor(s, officer.id)).toEqual(['update admin_user']);

    const photo = await solidImage(20, 20, 'white');
    await s.request('/api/add/sponsors', {
      method: 'POST',
      token: admin,
      body: childForm({ name: 'Jean Bosco', centreId: north._id }, photo),
    });
    const seen = await expectJson<{ data: FieldChild[] }>(
      await s.request('/api/field/children', { token: officer.token }),
      200,
    );
    expect(seen.data.map((c) => c.preferredName)).toEqual(['Jean']);

    // Another role: the centres go with the field role.
    await expectJson(
      await s.request(`/api/staff/${officer.id}`, { method: 'PATCH', token: admin, json: { role: 'viewer' } }),
      200,
    );
    const after = await expectJson<StaffList>(await s.request('/api/staff', { token: admin }), 200);
    expect(after.data.find((p) => p._id === officer.id)!.centres).toEqual([]);
    await s.request(`/api/staff/${officer.id}`, { method: 'PATCH', token: admin, json: { role: 'field' } });
    await expectJson(await assign(officer.id, [north._id]), 200);
    const again = await makeOfficer(s, [north._id]);
    expect(
      (await expectJson<{ data: FieldChild[] }>(await s.request('/api/field/children', { token: again.token }), 200))
        .data,
    ).toHaveLength(1);

    // The role change ended the officer's sessions: they sign in again.
    const signedInAgain = await tokenFor(s, officer.email);
    await expectJson(await assign(officer.id, []), 200);
    expect(
      (await expectJson<{ data: FieldChild[] }>(await s.request('/api/field/children', { token: signedInAgain }), 200))
        .data,
    ).toEqual([]);
    await expectError(
      await assign(officer.id, ['00000000-0000-4000-8000-000000000000']),
      400,
      /^centreIds: This centre does not exist/,
    );
    const [me] = await s.database.db.select().from(adminUsers).where(eq(adminUsers.role, 'administrator'));
    await expectError(await assign(me!.id, [north._id]), 409, /Only a field officer/);
    await expectError(await assign('00000000-0000-4000-8000-000000000000', []), 404);
    // Only administrators assign centres.
    const sponsorship = await tokenFor(s, await makeStaff(s.database.db, 'sponsorship'));
    for (const token of [sponsorship, signedInAgain]) {
      const res = await s.request(`/api/staff/${officer.id}/centres`, {
        method: 'PUT',
        token,
        json: { centreIds: [] },
      });
      expect(res.status).toBe(403);
    }
  });
});
