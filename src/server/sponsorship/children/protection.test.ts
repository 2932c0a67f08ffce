import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { children } from '~/server/core/db/schema';
import { expectError, expectJson } from '~test/api';
import { testServerForFile, type TestServer } from '~test/server';
import { solidImage } from '~test/images';
import { paySponsorship } from '~test/children';
import type { AdminChild, Child } from '~/shared/schemas/child';

/**
 * Children protected by design (docs/children-protection.md): the child calls of docs/product.md#api-calls take the preferred name,
 * district, private needs and the guardian's consent; visitors see the preferred name,
 * age, district and (with consent) photo and story of listed children only.
 */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
const photo = await solidImage(60, 80, '#369', 'jpeg');

const base = {
  name: 'Olivier Twagiramungu',
  age: '10',
  location: 'Rwaza, Musanze',
  story: 'Olivier plays the drums in church.',
  needs: 'School fees, Shoes',
  monthlySupport: '30000',
};
const consent = {
  consentGivenBy: 'His grandmother',
  consentGivenOn: '2026-02-03',
  consentScope: 'listing,photo,story',
};

function form(values: Record<string, string>, withPhoto = true): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  if (withPhoto) f.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
  return f;
}
const add = async (values: Record<string, string>) =>
  (
    await expectJson<{ data: AdminChild }>(
      await s.request('/api/add/sponsors', { method: 'POST', token, body: form(values) }),
      201,
    )
  ).data;
const edit = (id: string, values: Record<string, string>) =>
  s.request(`/api/sponsors/${id}`, { method: 'PUT', token, body: form(values, false) });
const publicList = async (query = '') =>
  (await expectJson<{ data: Child[] }>(await s.request(`/api/pending/sponsors${query}`), 200)).data;

describe("the child's protection fields (POST /api/add/sponsors, PUT /api/sponsors/{id})", () => {
  it('round-trips every field, defaults the preferred name to the first name, and keeps what an edit leaves out', async () => {
    const c = await add({ ...base, ...consent, district: 'Musanze', privateNeeds: 'Epilepsy medicine, Counselling' });
    expect(c).toMatchObject({
      name: 'Olivier Twagiramungu',
      location: 'Rwaza, Musanze',
      preferredName: 'Olivier',
      district: 'Musanze',
      privateNeeds: ['Epilepsy medicine', 'Counselling'],
      consentGivenBy: 'His grandmother',
      consentGivenOn: '2026-02-03',
      consentScope: ['listing', 'photo', 'story'],
      listed: true,
    });
    // An edit without the fields (docs/product.md's form, older clients) keeps them.
    const kept = await expectJson<{ data: AdminChild }>(await edit(c._id, { ...base, age: '11' }), 200);
    expect(kept.data).toMatchObject({ preferredName: 'Olivier', consentScope: ['listing', 'photo', 'story'] });
    // Sent, they change; '' clears (the preferred name goes back to the first name).
    const changed = await expectJson<{ data: AdminChild }>(
      await edit(c._id, { ...base, preferredName: 'Oli', privateNeeds: '', consentScope: 'story,listing' }),
      200,
    );
    expect(changed.data).toMatchObject({ preferredName: 'Oli', privateNeeds: [], consentScope: ['listing', 'story'] });
    const reset = await expectJson<{ data: AdminChild }>(await edit(c._id, { ...base, preferredName: '' }), 200);
    expect(reset.data.preferredName).toBe('Olivier');
    const admin = await expectJson<{ data: AdminChild[] }>(await s.request('/api/sponsors?q=twagira', { token }), 200);
    expect(admin.data[0]).toMatchObject({ _id: c._id, consentGivenBy: 'His grandmother', listed: true });
  });

  it('refuses a scope it does not know, a consent without who or when, and a bad or future date (400 naming the field)', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...consent, consentScope: 'listing,address' }, /^consentScope: /],
      [{ ...consent, consentGivenBy: '' }, /^consentGivenBy: /],
      [{ ...consent, consentGivenOn: '' }, /^consentGivenOn: /],
      [{ ...consent, consentGivenOn: '2026-02-30' }, /^consentGivenOn: /],
      [{ ...consent, consentGivenOn: '03/02/2026' }, /^consentGivenOn: /],
      [{ ...consent, consentGivenOn: '2999-01-01' }, /^consentGivenOn: .*future/],
      [{ preferredName: 'x'.repeat(61) }, /^preferredName: /],
    ];
    for (const [extra, message] of cases)
      await expectError(
        await s.request('/api/add/sponsors', { method: 'POST', token, body: form({ ...base, ...extra }) }),
        400,
        message,
      );
  });
});

describe('what visitors see', () => {
  it('shows the preferred name and district, the photo and story only with their consent, never the private needs', async () => {
    const full = await add({ ...base, name: 'Claude Hakizimana', ...consent, privateNeeds: 'Asthma inhaler' });
    const plain = await add({ ...base, name: 'Sandrine Uwimana', ...consent, consentScope: 'listing' });
    const list = await publicList();
    const one = list.find((c) => c._id === full._id)!;
    expect(one).toMatchObject({
      name: 'Claude',
      location: 'Musanze',
      story: base.story,
      needs: ['School fees', 'Shoes'],
    });
    expect(one.photo).toBe(full.photo);
    expect(JSON.stringify(list)).not.toMatch(/Hakizimana|Uwimana|Rwaza|Asthma/);
    const bare = list.find((c) => c._id === plain._id)!;
    expect(bare).toMatchObject({ name: 'Sandrine', location: 'Musanze', story: '', photo: null });
    const read = await expectJson<{ data: Child }>(await s.request(`/api/pending/sponsors/${plain._id}`), 200);
    expect(read.data).toMatchObject({ name: 'Sandrine', story: '', photo: null });
  });

  it('uses no translation of the exact place, nor of the story without its consent', async () => {
    const c = await add({
      ...base,
      name: 'Yves Mugisha',
      ...consent,
      consentScope: 'listing',
      translations: JSON.stringify({ fr: { location: 'Rwaza, district de Musanze', story: 'Yves joue du tambour.' } }),
    });
    const fr = await publicList('?lang=fr');
    expect(fr.find((x) => x._id === c._id)).toMatchObject({ name: 'Yves', location: 'Musanze', story: '' });
  });

  it('keeps a child without a listing consent, shown to staff as unlisted, and absent from every public answer', async () => {
    const hidden = await add({ ...base, name: 'Hidden Nsengiyumva', consentScope: '' });
    expect(hidden).toMatchObject({ listed: false, consentScope: [] });
    const photoOnly = await add({ ...base, name: 'Photo Only', ...consent, consentScope: 'photo,story' });
    expect(photoOnly.listed).toBe(false);
    for (const query of ['', '?status=available', '?status=sponsored', '?lang=fr']) {
      const ids = (await publicList(query)).map((c) => c._id);
      expect(ids).not.toContain(hidden._id);
      expect(ids).not.toContain(photoOnly._id);
    }
    expect((await s.request(`/api/pending/sponsors/${hidden._id}`)).status).toBe(404);
    // Nobody can sponsor or give for a child the public cannot see.
    const pay = await paySponsorship(s, {
      childId: hidden._id,
      sponsorName: 'A Visitor',
      sponsorEmail: 'visitor@example.org',
      sponsorPhone: '0788123456',
      amount: 30000,
      paymentFrequency: 'onetime',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    });
    expect(pay.status).toBe(404);
    const [row] = await s.database.db.select().from(children).where(eq(children.id, hidden._id));
    expect(row).toMatchObject({ isSponsored: false, heldByPaymentId: null });
    // Recording the consent lists the child.
    const listed = await expectJson<{ data: AdminChild }>(await edit(hidden._id, { ...base, ...consent }), 200);
    expect(listed.data.listed).toBe(true);
    expect((await publicList()).map((c) => c._id)).toContain(hidden._id);
  });
});

describe('waiting longest first', () => {
  it('lists the children who have waited longest first, and one made available again waits from then', async () => {
    const ids: string[] = [];
    for (const [i, days] of [5, 400, 90].entries()) {
      const c = await add({ ...base, name: `Waiting${i} Child`, ...consent });
      await s.database.db
        .update(children)
        .set({ waitingSince: new Date(Date.now() - days * 86_400_000) })
        .where(eq(children.id, c._id));
      ids.push(c._id);
    }
    const order = (list: Child[]) => list.map((c) => c._id).filter((id) => ids.includes(id));
    expect(order(await publicList('?status=available'))).toEqual([ids[1], ids[2], ids[0]]);
    // Sponsored by hand, then available again: the longest-waiting child now waits from today.
    const toggle = (isSponsored: boolean) =>
      s.request(`/api/sponsors/${ids[1]}`, { method: 'PUT', token, json: { isSponsored } });
    expect((await toggle(true)).status).toBe(200);
    expect(order(await publicList('?status=available'))).toEqual([ids[2], ids[0]]);
    expect((await toggle(false)).status).toBe(200);
    expect(order(await publicList('?status=available'))).toEqual([ids[2], ids[0], ids[1]]);
  });
});
