import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { childContracts } from '~/shared/contracts/children';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { childrenAction } from './children-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const AT = contractPath(childContracts.remove, { id: ID });

/** The action's answer to a form posted to the screen. */
const answer = answersOf(childrenAction, 'http://x/dashboard/sponsor?page=2');

describe('childrenAction', () => {
  it('deletes the child posted confirmed, and says so; unconfirmed, asks first and calls nothing', async () => {
    const { api, sent } = apiAnswering({ [AT]: { status: 200, body: { message: 'Child deleted' } } });
    expect(await answer(api, { intent: 'delete', id: ID })).toEqual({
      body: { ok: false, intent: 'delete', message: null, confirm: true, id: ID },
      status: 400,
    });
    expect(sent).toEqual([]);
    expect(await answer(api, { intent: 'delete', id: ID, confirmed: 'yes' })).toEqual({
      body: { ok: true, intent: 'delete', message: 'Child deleted' },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: AT, body: undefined }]);
  });

  it('sets the value the toggle posts, releasing a hold only when the dialog confirmed it', async () => {
    const { api, sent } = apiAnswering({ [AT]: { status: 200, body: { data: {} } } });
    expect(await answer(api, { intent: 'toggle', id: ID, isSponsored: 'true' })).toEqual({
      body: { ok: true, intent: 'toggle', message: null },
      status: 200,
    });
    await answer(api, { intent: 'toggle', id: ID, isSponsored: 'false', releaseHold: 'true' });
    expect(sent).toEqual([
      { method: 'PUT', path: AT, body: { isSponsored: true } },
      { method: 'PUT', path: AT, body: { isSponsored: false, releaseHold: true } },
    ]);
  });

  it('answers the API’s refusal (an unknown id, a held child) with its status and message', async () => {
    const gone = apiAnswering({ status: 404, body: { message: 'Child not found' } });
    const unknown = { intent: 'delete', id: '22222222-2222-4222-8222-222222222222', confirmed: 'yes' };
    expect(await answer(gone.api, unknown)).toEqual({
      body: { ok: false, intent: 'delete', message: 'Child not found' },
      status: 404,
    });
    const held = apiAnswering({ status: 409, body: { message: 'A payment holds this child' } });
    expect(await answer(held.api, { intent: 'toggle', id: ID, isSponsored: 'true' })).toMatchObject({
      body: { ok: false, intent: 'toggle' },
      status: 409,
    });
  });

  it('answers 400 and calls nothing for an intent the screen does not have, or a value the toggle does not offer', async () => {
    await refusesUnknownIntents(answer, { id: ID });
    const { api, sent } = apiAnswering();
    for (const isSponsored of ['', 'yes', 'TRUE']) {
      expect((await answer(api, { intent: 'toggle', id: ID, isSponsored })).status).toBe(400);
    }
    expect(sent).toEqual([]);
  });
});
