import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { paymentContracts } from '~/shared/contracts/payments';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { paymentsAction } from './payments-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';
const CHECK = contractPath(paymentContracts.check, { id: ID });
const RESOLVE = contractPath(paymentContracts.resolveUnplaced, { id: ID });

/** The action's answer to a form posted to the screen. */
const answer = answersOf(paymentsAction, 'http://x/dashboard/payments?status=pending');

describe('paymentsAction', () => {
  it('asks the provider about a pending payment, and answers the status found', async () => {
    const { api, sent } = apiAnswering({ [CHECK]: { status: 200, body: { data: { _id: ID, status: 'succeeded' } } } });
    expect(await answer(api, { intent: 'check', id: ID })).toEqual({
      body: { ok: true, intent: 'check', message: null, status: 'succeeded' },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'POST', path: CHECK, body: undefined }]);
  });

  it('answers the API’s refusal of a check: an unknown payment, a role that may not', async () => {
    const unknown = apiAnswering({ status: 404, body: { message: 'Payment not found' } });
    expect(await answer(unknown.api, { intent: 'check', id: ID })).toEqual({
      body: { ok: false, intent: 'check', message: 'Payment not found', status: null },
      status: 404,
    });
    // A malformed id reaches the API as an id no payment has.
    expect(await answer(unknown.api, { intent: 'check', id: 'nope' })).toMatchObject({ status: 404 });
    expect(unknown.sent[1]?.path).toBe(
      contractPath(paymentContracts.check, { id: '00000000-0000-4000-8000-000000000000' }),
    );
    const viewer = apiAnswering({ status: 403, body: { message: 'Your role does not allow this' } });
    expect(await answer(viewer.api, { intent: 'check', id: ID })).toMatchObject({
      body: { ok: false, message: 'Your role does not allow this' },
      status: 403,
    });
  });

  it('settles an unplaced payment as posted: another child with its id, the note trimmed', async () => {
    const { api, sent } = apiAnswering({ [RESOLVE]: { status: 200, body: { data: { _id: ID } } } });
    const posted = { intent: 'resolve', id: ID, resolution: 'another_child', childId: CHILD, note: ' Called. ' };
    expect(await answer(api, posted)).toEqual({
      body: { ok: true, intent: 'resolve', message: null, status: null },
      status: 200,
    });
    expect(await answer(api, { ...posted, resolution: 'general_gift', note: '' })).toMatchObject({ status: 200 });
    expect(sent).toEqual([
      { method: 'POST', path: RESOLVE, body: { action: 'another_child', childId: CHILD, note: 'Called.' } },
      // The child's select, posted beside another choice without JavaScript, is not sent.
      { method: 'POST', path: RESOLVE, body: { action: 'general_gift' } },
    ]);
  });

  it('says the API’s refusal of a settling without its field, and refuses a choice the form does not offer', async () => {
    const { api, sent } = apiAnswering({
      [RESOLVE]: { status: 400, body: { message: 'childId: Choose an available child for this sponsor.' } },
    });
    expect(await answer(api, { intent: 'resolve', id: ID, resolution: 'another_child', childId: '' })).toEqual({
      body: { ok: false, intent: 'resolve', message: 'Choose an available child for this sponsor.', status: null },
      status: 400,
    });
    expect(sent).toEqual([{ method: 'POST', path: RESOLVE, body: { action: 'another_child' } }]);
    const settled = apiAnswering({ status: 409, body: { message: 'This payment has already been settled.' } });
    expect(await answer(settled.api, { intent: 'resolve', id: ID, resolution: 'refunded' })).toMatchObject({
      body: { ok: false, message: 'This payment has already been settled.' },
      status: 409,
    });
    const none = apiAnswering();
    expect(await answer(none.api, { intent: 'resolve', id: ID, resolution: 'keep-the-money' })).toEqual({
      body: { ok: false, intent: 'resolve', message: null, status: null },
      status: 400,
    });
    expect(none.sent).toEqual([]);
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    await refusesUnknownIntents(answer, { id: ID }, { also: ['refund'], more: { status: null } });
  });
});
