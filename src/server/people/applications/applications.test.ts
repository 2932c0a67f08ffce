import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { mail, resetMailSpy } from '~test/mail-spy';
import { MALFORMED_IDS, UNKNOWN_ID, activityFor, expectError, expectJson, send } from '~test/api';

vi.mock('~/server/core/mail/notify', () => import('~test/mail-spy').then((m) => m.notifySpy));

let s: TestServer;
let token: string;
let skill: { _id: string; name: string };
testServerForFile(async (t) => {
  ({ s, token } = t);
  const res = await send(
    s,
    'POST',
    '/api/availability',
    { name: 'Teaching', description: '', requirements: [] },
    token,
  );
  skill = (await expectJson<{ data: { _id: string; name: string } }>(res, 201)).data;
});
beforeEach(resetMailSpy);

type App = {
  _id: string;
  firstName: string;
  skillsInterests: { _id: string; name: string } | null;
  availabilityDate: string;
  createdAt: string;
};
const valid = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  phone: '0788 000 111',
  country: 'Rwanda',
  skillsInterests: '',
  availabilityDate: '2030-02-28',
};
const apply = (body: unknown) => send(s, 'POST', '/api/add/application', body);
const list = async () => (await expectJson<{ data: App[] }>(await s.request('/api/application', { token }), 200)).data;
const created = async (body: unknown) =>
  (await expectJson<{ message: string; data: App }>(await apply(body), 201)).data;

describe('POST /api/add/application', () => {
  it('stores an application with a skill, answers 201 and queues both e-mails', async () => {
    const res = await apply({ ...valid, skillsInterests: skill._id });
    const body = await expectJson<{ message: string; data: App }>(res, 201);
    expect(body.message).toBe('Application submitted successfully!');
    expect(body.data).toMatchObject({
      firstName: 'Grace',
      skillsInterests: { _id: skill._id, name: 'Teaching' },
      availabilityDate: '2030-02-28',
    });
    await vi.waitFor(() =>
      expect(mail.calls).toEqual([
        { type: 'application-confirmation', applicationId: body.data._id, lang: 'en' },
        { type: 'application-notice', applicationId: body.data._id },
      ]),
    );
  });

  it('accepts no skill (empty or absent) and no phone', async () => {
    expect((await created(valid)).skillsInterests).toBeNull();
    const { skillsInterests: _s, phone: _p, ...rest } = valid;
    expect((await created(rest)).skillsInterests).toBeNull();
  });

  it('still answers 201 when the e-mails cannot be queued', async () => {
    mail.fail = true;
    expect((await apply(valid)).status).toBe(201);
  });

  it('refuses a skill that does not exist', async () => {
    const msg = 'skillsInterests: The selected skill or interest does not exist';
    await expectError(await apply({ ...valid, skillsInterests: UNKNOWN_ID }), 400, msg);
    await expectError(await apply({ ...valid, skillsInterests: 'teaching' }), 400, msg);
    await expectError(await apply({ ...valid, skillsInterests: 12 }), 400, msg);
    expect(mail.calls).toEqual([]);
  });

  it('refuses missing, wrongly typed, invalid and too long fields', async () => {
    await expectError(await apply({ ...valid, firstName: '' }), 400, 'firstName: First name is required');
    await expectError(await apply({ ...valid, lastName: undefined }), 400, 'lastName: Last name is required');
    await expectError(await apply({ ...valid, country: ' ' }), 400, 'country: Country is required');
    await expectError(await apply({ ...valid, email: 'x@y' }), 400, 'email: Please enter a valid email address');
    await expectError(await apply({ ...valid, email: { $ne: null } }), 400, /^email: /);
    await expectError(await apply({ ...valid, availabilityDate: undefined }), 400, /^availabilityDate: /);
    await expectError(await apply({ ...valid, availabilityDate: '2030-02-30' }), 400, /^availabilityDate: /);
    await expectError(await apply({ ...valid, availabilityDate: 20300101 }), 400, /^availabilityDate: /);
    await expectError(
      await apply({ ...valid, availabilityDate: '0000-01-01' }),
      400,
      'availabilityDate: Please choose a real availability date',
    );
    await expectError(await apply({ ...valid, firstName: 'x'.repeat(101) }), 400, /^firstName: .*at most 100/);
    await expectError(await apply({ ...valid, phone: '1'.repeat(31) }), 400, /^phone: /);
    await expectError(await apply({ ...valid, country: 'Rwa\u0000nda' }), 400, 'country: This value is not valid');
    await expectError(await apply('valid'), 400, 'body: must be a JSON object');
  });
});

describe('GET /api/application', () => {
  it('lists applications newest first in data, with the skill read back as { _id, name }', async () => {
    await created({ ...valid, firstName: 'Older' });
    await created({ ...valid, firstName: 'Newer', skillsInterests: skill._id });
    const all = await list();
    expect(all[0]).toMatchObject({ firstName: 'Newer', skillsInterests: { _id: skill._id, name: 'Teaching' } });
    expect(all[1]).toMatchObject({ firstName: 'Older', skillsInterests: null });
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        '_id',
        'availabilityDate',
        'country',
        'createdAt',
        'email',
        'firstName',
        'lastName',
        'phone',
        'skillsInterests',
      ].sort(),
    );
  });

  it('keeps applications when their skill is deleted', async () => {
    const res = await send(s, 'POST', '/api/availability', { name: 'Short-lived' }, token);
    const temp = (await expectJson<{ data: { _id: string } }>(res, 201)).data;
    const app = await created({ ...valid, firstName: 'Kept', skillsInterests: temp._id });
    expect((await s.request(`/api/availability/${temp._id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await list()).find((a) => a._id === app._id)).toMatchObject({ firstName: 'Kept', skillsInterests: null });
  });

  it('needs a session', async () => {
    await expectError(await s.request('/api/application'), 401);
  });
});

describe('DELETE /api/application/:id', () => {
  it('deletes the application', async () => {
    const app = await created(valid);
    const res = await s.request(`/api/application/${app._id}`, { method: 'DELETE', token });
    expect(await expectJson(res, 200)).toEqual({ message: 'Application deleted successfully!' });
    expect((await list()).some((a) => a._id === app._id)).toBe(false);
    expect(await activityFor(s, app._id)).toEqual(['delete application']);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    await expectError(
      await s.request(`/api/application/${UNKNOWN_ID}`, { method: 'DELETE', token }),
      404,
      'Application not found',
    );
    for (const id of MALFORMED_IDS)
      await expectError(
        await s.request(`/api/application/${encodeURIComponent(id)}`, { method: 'DELETE', token }),
        404,
      );
    const app = await created(valid);
    await expectError(await s.request(`/api/application/${app._id}`, { method: 'DELETE' }), 401);
    expect((await list()).some((a) => a._id === app._id)).toBe(true);
  });
});
