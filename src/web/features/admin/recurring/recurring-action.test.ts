import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { keptPlanContracts } from '~/shared/contracts/kept-plans';
import { recurringContracts } from '~/shared/contracts/recurring';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { recurringAction } from './recurring-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const STATUS = contractPath(recurringContracts.setStatus, { id: ID });
const MONTH = contractPath(keptPlanContracts.recordMonth, { id: ID });

/** The action's answer to a form posted to the screen. */
const answer = answersOf(recurringAction, 'http://x/dashboard/recurring');

describe('recurringAction', () => {
  it('pauses and resumes a plan, and says the API’s message', async () => {
    const { api, sent } = apiAnswering({ [STATUS]: { status: 200, body: { message: 'The plan is paused.' } } });
    expect(await answer(api, { intent: 'pause', id: ID })).toEqual({
      body: { ok: true, intent: 'pause', message: 'The plan is paused.' },
      status: 200,
    });
    expect((await answer(api, { intent: 'resume', id: ID })).status).toBe(200);
    expect(sent).toEqual([
      { method: 'POST', path: STATUS, body: { action: 'pause' } },
      { method: 'POST', path: STATUS, body: { action: 'resume' } },
    ]);
  });

  it('cancels only once confirmed; without the confirmation it calls nothing and asks for it', async () => {
    const { api, sent } = apiAnswering({ [STATUS]: { status: 200, body: { message: 'The plan is cancelled.' } } });
    expect(await answer(api, { intent: 'cancel', id: ID })).toEqual({
      body: { ok: false, intent: 'cancel', message: null, confirm: true, id: ID },
      status: 400,
    });
    expect(sent).toEqual([]);
    expect(await answer(api, { intent: 'cancel', id: ID, confirmed: 'yes' })).toEqual({
      body: { ok: true, intent: 'cancel', message: 'The plan is cancelled.' },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'POST', path: STATUS, body: { action: 'cancel' } }]);
  });

  it('answers the API’s refusal with its message: a status that does not allow it, an unknown plan', async () => {
    const refused = apiAnswering({ status: 409, body: { message: 'This plan is cancelled.' } });
    expect(await answer(refused.api, { intent: 'pause', id: ID })).toEqual({
      body: { ok: false, intent: 'pause', message: 'This plan is cancelled.' },
      status: 409,
    });
    const unknown = apiAnswering({ status: 404, body: { message: 'Plan not found' } });
    expect(await answer(unknown.api, { intent: 'resume', id: 'not-an-id' })).toMatchObject({
      body: { ok: false, message: 'Plan not found' },
      status: 404,
    });
    expect(unknown.sent[0]?.path).toBe(
      contractPath(recurringContracts.setStatus, { id: '00000000-0000-4000-8000-000000000000' }),
    );
  });

  it('records a kept plan’s month (201), and says a month recorded already', async () => {
    const { api, sent } = apiAnswering({
      [MONTH]: { status: 201, body: { message: 'The gift of 2026-11 is recorded.' } },
    });
    expect(await answer(api, { intent: 'record-month', id: ID })).toEqual({
      body: { ok: true, intent: 'record-month', message: 'The gift of 2026-11 is recorded.' },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'POST', path: MONTH, body: undefined }]);
    const again = apiAnswering({ status: 409, body: { message: 'This month is recorded already.' } });
    expect(await answer(again.api, { intent: 'record-month', id: ID })).toMatchObject({
      body: { ok: false, message: 'This month is recorded already.' },
      status: 409,
    });
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    await refusesUnknownIntents(answer, { id: ID }, { also: ['delete'] });
  });
});
