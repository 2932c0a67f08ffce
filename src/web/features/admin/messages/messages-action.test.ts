import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { contactContracts } from '~/shared/contracts/contact';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { messagesAction } from './messages-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const params = { id: ID };

/** The action's answer to a form posted to the screen. */
const answer = answersOf(messagesAction, 'http://x/dashboard/viewmessage');

describe('messagesAction', () => {
  it('marks a message Read or Responded, and deletes it, through its contracts', async () => {
    const deleted = { message: 'Message deleted successfully!' };
    const { api, sent } = apiAnswering({
      [contractPath(contactContracts.remove, params)]: { status: 200, body: deleted },
    });
    expect(await answer(api, { intent: 'read', id: ID })).toEqual({
      body: { ok: true, intent: 'read', message: 'Done.' },
      status: 200,
    });
    await answer(api, { intent: 'responded', id: ID });
    expect(await answer(api, { intent: 'remove', id: ID, confirmed: 'yes' })).toEqual({
      body: { ok: true, intent: 'remove', message: 'Message deleted successfully!' },
      status: 200,
    });
    const status = contractPath(contactContracts.setStatus, params);
    expect(sent).toEqual([
      { method: 'PATCH', path: status, body: { status: 'Read' } },
      { method: 'PATCH', path: status, body: { status: 'Responded' } },
      { method: 'DELETE', path: contractPath(contactContracts.remove, params), body: undefined },
    ]);
  });

  it('says the API’s refusal of an unknown message with its status', async () => {
    const { api, sent } = apiAnswering({ status: 404, body: { message: 'Message not found' } });
    expect(await answer(api, { intent: 'remove', id: 'not-an-id', confirmed: 'yes' })).toEqual({
      body: { ok: false, intent: 'remove', message: 'Message not found' },
      status: 404,
    });
    // A malformed id reaches the API as an id no record has.
    expect(sent[0]!.path).toBe(contractPath(contactContracts.remove, { id: '00000000-0000-4000-8000-000000000000' }));
  });

  it('asks a delete posted without its confirmation, calling nothing', async () => {
    const { api, sent } = apiAnswering();
    expect(await answer(api, { intent: 'remove', id: ID })).toEqual({
      body: { ok: false, intent: 'remove', message: null, confirm: true, id: ID },
      status: 400,
    });
    expect(sent).toEqual([]);
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    await refusesUnknownIntents(answer, { id: ID }, { also: ['unread'] });
  });
});
