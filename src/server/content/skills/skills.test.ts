import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { MALFORMED_IDS, UNKNOWN_ID, activityFor, expectError, expectJson, send } from '~test/api';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

type Skill = { _id: string; name: string; description: string; requirements: string[] };
const valid = { name: 'Teaching', description: 'Help in class', requirements: ['Patience', ' English '] };
const list = async () => (await expectJson<{ data: Skill[] }>(await s.request('/api/availability'), 200)).data;
const add = (body: unknown, t = token) => send(s, 'POST', '/api/availability', body, t);
const put = (id: string, body: unknown, t = token) => send(s, 'PUT', `/api/availability/${id}`, body, t);
const del = (id: string, t = token) => s.request(`/api/availability/${id}`, { method: 'DELETE', token: t });
const created = async (body: unknown = valid) =>
  (await expectJson<{ message: string; data: Skill }>(await add(body), 201)).data;

describe('GET /api/availability', () => {
  it('lists skills publicly in data, oldest first', async () => {
    const a = await created({ name: 'First' });
    const b = await created({ name: 'Second' });
    const all = await list();
    expect(all.findIndex((x) => x._id === a._id)).toBeLessThan(all.findIndex((x) => x._id === b._id));
    expect(Object.keys(all[0]!).sort()).toEqual(['_id', 'description', 'lang', 'name', 'requirements']);
  });
});

describe('POST /api/availability', () => {
  it('adds a skill and answers 201 { message, data }', async () => {
    const body = await expectJson<{ message: string; data: Skill }>(await add(valid), 201);
    expect(body.message).toBe('Skill added successfully!');
    expect(body.data).toMatchObject({
      name: 'Teaching',
      description: 'Help in class',
      requirements: ['Patience', 'English'],
    });
    expect((await list()).some((x) => x._id === body.data._id)).toBe(true);
  });

  it('accepts requirements as a comma-separated string and defaults the optional fields', async () => {
    expect((await created({ name: 'Cooking', requirements: 'Hygiene, , Teamwork ' })).requirements).toEqual([
      'Hygiene',
      'Teamwork',
    ]);
    expect(await created({ name: 'Bare' })).toMatchObject({ description: '', requirements: [] });
  });

  it('refuses missing, wrongly typed and too long fields', async () => {
    await expectError(await add({ description: 'x' }), 400, 'name: Skill name is required');
    await expectError(await add({ name: '  ' }), 400, 'name: Skill name is required');
    await expectError(await add({ name: 5 }), 400, 'name: Skill name is required');
    await expectError(await add({ name: 'x'.repeat(101) }), 400, /^name: .*at most 100/);
    await expectError(await add({ name: 'A', description: 'x'.repeat(1001) }), 400, /^description: /);
    await expectError(await add({ name: 'A', requirements: [1, 2] }), 400, /^requirements/);
    await expectError(await add({ name: 'A', requirements: Array(31).fill('r') }), 400, /^requirements/);
    await expectError(await add({ name: 'A', requirements: ['ok', 'b\u0000'] }), 400, /^requirements\.1: /);
    await expectError(await add(null), 400, 'name: Skill name is required');
  });

  it('needs a session', async () => {
    await expectError(await add(valid, ''), 401);
  });
});

describe('PUT /api/availability/:id', () => {
  it('replaces the skill', async () => {
    const skill = await created();
    const res = await put(skill._id, { name: 'Tutoring', description: '', requirements: [] });
    const body = await expectJson<{ message: string; data: Skill }>(res, 200);
    expect(body).toEqual({
      message: 'Skill updated successfully!',
      data: { _id: skill._id, name: 'Tutoring', description: '', requirements: [], translations: {} },
    });
    expect((await list()).find((x) => x._id === skill._id)!.name).toBe('Tutoring');
    expect(await activityFor(s, skill._id)).toEqual(['create skill', 'update skill']);
  });

  it('refuses invalid fields, unknown and malformed ids, and callers without a session', async () => {
    const skill = await created();
    await expectError(await put(skill._id, { name: '' }), 400, 'name: Skill name is required');
    await expectError(await put(skill._id, { name: ['a'] }), 400, /^name: /);
    await expectError(await put(UNKNOWN_ID, valid), 404, 'Skill not found');
    for (const id of MALFORMED_IDS) await expectError(await put(encodeURIComponent(id), valid), 404);
    await expectError(await put(skill._id, { name: 'Hijacked' }, ''), 401);
    expect((await list()).find((x) => x._id === skill._id)!.name).toBe('Teaching');
  });
});

describe('DELETE /api/availability/:id', () => {
  it('deletes the skill', async () => {
    const skill = await created();
    expect(await expectJson(await del(skill._id), 200)).toEqual({ message: 'Skill deleted successfully!' });
    expect((await list()).some((x) => x._id === skill._id)).toBe(false);
    await expectError(await del(skill._id), 404);
    expect(await activityFor(s, skill._id)).toEqual(['create skill', 'delete skill']);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    await expectError(await del(UNKNOWN_ID), 404, 'Skill not found');
    for (const id of MALFORMED_IDS) await expectError(await del(encodeURIComponent(id)), 404);
    const skill = await created();
    await expectError(await del(skill._id, ''), 401);
    expect((await list()).some((x) => x._id === skill._id)).toBe(true);
  });
});
