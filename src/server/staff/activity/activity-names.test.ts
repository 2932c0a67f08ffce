import { describe, expect, it } from 'vitest';
import { recordName } from '~/server/core/activity/change';
import { activityLog } from '~/server/core/db/activity-schema';
import type { ActivityPage } from '~/shared/schemas/activity';
import { expectJson } from '~test/api';
import { testServerForFile, type TestServer } from '~test/server';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const activityOf = async (entityId: string) =>
  (await expectJson<ActivityPage>(await s.request(`/api/activity?entityId=${entityId}`, { token }), 200)).data;

describe('the activity log names the record', () => {
  it('keeps the name a skill had when it was made and the name it was given by an edit', async () => {
    const skill = { name: 'Teaching', description: 'Reading with children', requirements: ['Patience'] };
    const created = await expectJson<{ data: { _id: string } }>(
      await s.request('/api/availability', { method: 'POST', token, json: skill }),
      201,
    );
    const id = created.data._id;
    const edited = await s.request(`/api/availability/${id}`, {
      method: 'PUT',
      token,
      json: { ...skill, name: 'Teaching English' },
    });
    expect(edited.status).toBe(200);
    const rows = await activityOf(id);
    expect(rows.map((r) => [r.action, r.entityName])).toEqual([
      ['update', 'Teaching English'],
      ['create', 'Teaching'],
    ]);
    // Stored on the row, not worked out again when read.
    const stored = await s.database.db.select({ name: activityLog.entityName }).from(activityLog);
    expect(stored.map((r) => r.name)).toEqual(expect.arrayContaining(['Teaching', 'Teaching English']));
  });

  it('reads a name from the record kept by a row written before names were stored, and none where there is none', async () => {
    await s.database.db.insert(activityLog).values([
      { action: 'delete', entity: 'blog_post', entityId: 'old-post', before: { title: 'Harvest day' } },
      { action: 'delete', entity: 'message', entityId: 'old-message' },
    ]);
    expect((await activityOf('old-post'))[0]?.entityName).toBe('Harvest day');
    expect((await activityOf('old-message'))[0]?.entityName).toBeNull();
  });
});

describe('recordName', () => {
  it('takes a name, a title or a subject, else the person, trimmed and bounded', () => {
    expect(recordName({ name: '  Goat ', title: 'x' })).toBe('Goat');
    expect(recordName({ title: 'Harvest day' })).toBe('Harvest day');
    expect(recordName({ subject: 'Visit', email: 'a@b.org' })).toBe('Visit');
    expect(recordName({ firstName: 'Jean', lastName: 'Uwimana', email: 'jean@example.org' })).toBe('Jean Uwimana');
    expect(recordName({ email: 'jean@example.org' })).toBe('jean@example.org');
    expect(recordName({ name: 'x'.repeat(300) })).toHaveLength(200);
    expect(recordName({ status: 'Read' })).toBeNull();
    expect(recordName(null)).toBeNull();
  });
});
