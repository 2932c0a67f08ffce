import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { mail, resetMailSpy } from '~test/mail-spy';
import { MALFORMED_IDS, UNKNOWN_ID, activityFor, expectError, expectJson, send } from '~test/api';

vi.mock('~/server/core/mail/notify', () => import('~test/mail-spy').then((m) => m.notifySpy));

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));
beforeEach(resetMailSpy);

const valid = {
  fullname: '  Ada Lovelace ',
  email: 'ada@example.org',
  phoneNumber: '+250 788 123 456',
  subject: 'Visiting',
  message: 'Hello\nCan we visit in May?',
};
type Msg = { id: string; _id: string; name: string; subject: string; status: string; phone: string; createdAt: string };
const contact = (body: unknown) => send(s, 'POST', '/api/contact', body);
const list = async () => expectJson<Msg[]>(await s.request('/api/message', { token }), 200);
async function newMessage(subject = 'Hello'): Promise<Msg> {
  await expectJson(await contact({ ...valid, subject }), 201);
  return (await list()).find((m) => m.subject === subject)!;
}
const patch = (id: string, body: unknown, t = token) => send(s, 'PATCH', `/api/message/${id}`, body, t);

describe('POST /api/contact', () => {
  it('stores the message, answers 201 { message } and queues the notice', async () => {
    const res = await contact(valid);
    expect(await expectJson(res, 201)).toEqual({ message: 'Message sent successfully!' });
    const [m] = await list();
    expect(m).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+250 788 123 456',
      status: 'Unread',
    });
    expect(m!.id).toBe(m!._id);
    await vi.waitFor(() => expect(mail.calls).toEqual([{ type: 'contact-notice', messageId: m!._id }]));
  });

  it('still answers 201 when the e-mail cannot be queued', async () => {
    mail.fail = true;
    expect((await contact(valid)).status).toBe(201);
  });

  it('accepts a missing phone number', async () => {
    const { phoneNumber: _p, ...rest } = valid;
    expect((await contact(rest)).status).toBe(201);
  });

  it('refuses missing, blank, wrongly typed, invalid and too long fields with 400 naming the field', async () => {
    await expectError(await contact({ ...valid, fullname: undefined }), 400, 'fullname: Name is required');
    await expectError(await contact({ ...valid, subject: '   ' }), 400, 'subject: Subject is required');
    await expectError(await contact({ ...valid, email: '' }), 400, 'email: Email is required');
    await expectError(await contact({ ...valid, email: 'nope@x' }), 400, 'email: Email is invalid');
    await expectError(await contact({ ...valid, message: 42 }), 400, 'message: Message is required');
    await expectError(await contact({ ...valid, phoneNumber: ['1'] }), 400, /^phoneNumber: /);
    await expectError(
      await contact({ ...valid, message: 'x'.repeat(5001) }),
      400,
      'message: Must be at most 5,000 characters',
    );
    await expectError(await contact({ ...valid, subject: 'a\u0000b' }), 400, 'subject: This value is not valid');
    await expectError(await contact([valid]), 400, 'body: must be a JSON object');
    expect(mail.calls).toEqual([]);
  });

  it('refuses malformed JSON and other content types', async () => {
    await expectError(
      await s.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":',
      }),
      400,
      'The request body is not valid JSON',
    );
    await expectError(
      await s.request('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }),
      415,
    );
  });
});

describe('GET /api/message', () => {
  it('lists every message newest first as a bare array', async () => {
    await newMessage('first');
    await newMessage('second');
    const all = await list();
    expect(Array.isArray(all)).toBe(true);
    expect(all.findIndex((m) => m.subject === 'second')).toBeLessThan(all.findIndex((m) => m.subject === 'first'));
    expect(Object.keys(all[0]!).sort()).toEqual(
      ['_id', 'createdAt', 'email', 'id', 'message', 'name', 'phone', 'status', 'subject'].sort(),
    );
    expect(new Date(all[0]!.createdAt).toISOString()).toBe(all[0]!.createdAt);
  });

  it('needs a session', async () => {
    await expectError(await s.request('/api/message'), 401, 'Please log in to continue.');
  });
});

describe('PATCH /api/message/:id', () => {
  it('moves Unread -> Read -> Responded and allows staying put', async () => {
    const m = await newMessage('status');
    const read = await expectJson<{ message: string; data: Msg }>(await patch(m._id, { status: 'Read' }), 200);
    expect(read.data).toMatchObject({ _id: m._id, status: 'Read' });
    expect((await patch(m._id, { status: 'Read' })).status).toBe(200);
    const done = await expectJson<{ data: Msg }>(await patch(m._id, { status: 'Responded' }), 200);
    expect(done.data.status).toBe('Responded');
    expect((await patch(m._id, { status: 'Responded' })).status).toBe(200);
    expect(await activityFor(s, m._id)).toEqual(Array(4).fill('update message'));
  });

  it('refuses any move backwards with 409 and leaves the status alone', async () => {
    const m = await newMessage('backwards');
    await patch(m._id, { status: 'Read' });
    await expectError(
      await patch(m._id, { status: 'Unread' }),
      409,
      'This message is already marked Read and cannot be set back to Unread',
    );
    await patch(m._id, { status: 'Responded' });
    await expectError(await patch(m._id, { status: 'Read' }), 409, /already marked Responded/);
    await expectError(await patch(m._id, { status: 'Unread' }), 409);
    expect((await list()).find((x) => x._id === m._id)!.status).toBe('Responded');
  });

  it('allows Unread -> Responded directly', async () => {
    const m = await newMessage('skip');
    expect((await patch(m._id, { status: 'Responded' })).status).toBe(200);
  });

  it('refuses a missing, unknown or wrongly typed status with 400', async () => {
    const m = await newMessage('bad status');
    await expectError(await patch(m._id, {}), 400, /^status: /);
    await expectError(await patch(m._id, { status: 'Archived' }), 400, /^status: /);
    await expectError(await patch(m._id, { status: 1 }), 400, /^status: /);
    await expectError(await patch(m._id, { status: 'x'.repeat(10_000) }), 400, /^status: /);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    await expectError(await patch(UNKNOWN_ID, { status: 'Read' }), 404, 'Message not found');
    for (const id of MALFORMED_IDS) await expectError(await patch(encodeURIComponent(id), { status: 'Read' }), 404);
    const m = await newMessage('no session');
    await expectError(await patch(m._id, { status: 'Read' }, ''), 401);
    expect((await list()).find((x) => x._id === m._id)!.status).toBe('Unread');
  });
});

describe('DELETE /api/message/deleted/:id', () => {
  it('deletes the message', async () => {
    const m = await newMessage('to delete');
    const res = await s.request(`/api/message/deleted/${m._id}`, { method: 'DELETE', token });
    expect(await expectJson(res, 200)).toEqual({ message: 'Message deleted successfully!' });
    expect((await list()).some((x) => x._id === m._id)).toBe(false);
    await expectError(await s.request(`/api/message/deleted/${m._id}`, { method: 'DELETE', token }), 404);
    expect(await activityFor(s, m._id)).toEqual(['delete message']);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    await expectError(await s.request(`/api/message/deleted/${UNKNOWN_ID}`, { method: 'DELETE', token }), 404);
    for (const id of MALFORMED_IDS)
      await expectError(
        await s.request(`/api/message/deleted/${encodeURIComponent(id)}`, { method: 'DELETE', token }),
        404,
      );
    const m = await newMessage('kept');
    await expectError(await s.request(`/api/message/deleted/${m._id}`, { method: 'DELETE' }), 401);
    expect((await list()).some((x) => x._id === m._id)).toBe(true);
  });
});
