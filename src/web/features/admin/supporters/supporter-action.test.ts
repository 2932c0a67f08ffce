import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { supporterContracts } from '~/shared/contracts/supporters';
import type { ApiClient } from '~/web/api/client';
import { answerOf, apiAnswering, postedTo } from '~test/route-action';
import { supporterAction } from './supporter-action.server';

const ID = '11111111-1111-4111-8111-111111111111';

/** The action's answer to a form posted to the screen. */
const answer = (api: ApiClient, fields: Record<string, string>, id = ID) =>
  answerOf(supporterAction(postedTo(`http://x/dashboard/supporters/${ID}`, fields), api, id));

describe('supporterAction', () => {
  it("sends each form to its contract's route", async () => {
    const { api, sent } = apiAnswering({ status: 200, body: { message: 'Done.' } });
    expect(await answer(api, { intent: 'note', text: 'Called' })).toEqual({
      body: { ok: true, intent: 'note', message: 'Done.' },
      status: 200,
    });
    await answer(api, { intent: 'correct', name: 'A', phone: '', lang: 'fr' });
    await answer(api, { intent: 'withdraw', purpose: 'sms' });
    await answer(api, { intent: 'lift', suppressionId: ` ${ID} ` });
    await answer(api, { intent: 'merge', otherId: ` ${ID} ` });
    await answer(api, { intent: 'erase', confirm: ' erase ' });
    const params = { id: ID };
    expect(sent).toEqual([
      { method: 'POST', path: contractPath(supporterContracts.note, params), body: { text: 'Called' } },
      {
        method: 'PATCH',
        path: contractPath(supporterContracts.correct, params),
        body: { name: 'A', phone: '', lang: 'fr' },
      },
      { method: 'POST', path: contractPath(supporterContracts.withdraw, params), body: { purpose: 'sms' } },
      {
        method: 'POST',
        path: contractPath(supporterContracts.liftSuppression, params),
        body: { suppressionId: ID },
      },
      { method: 'POST', path: contractPath(supporterContracts.merge, params), body: { otherId: ID } },
      { method: 'POST', path: contractPath(supporterContracts.erase, params), body: { confirm: 'erase' } },
    ]);
  });

  it("shows the API's refusal, with its status", async () => {
    const { api } = apiAnswering({ status: 409, body: { message: 'A payment is pending.' } });
    expect(await answer(api, { intent: 'erase', confirm: 'erase' })).toEqual({
      body: { ok: false, intent: 'erase', message: 'A payment is pending.' },
      status: 409,
    });
  });

  it('refuses, without a call, what the forms cannot send: another word than "erase", a choice they do not offer', async () => {
    const { api, sent } = apiAnswering({ status: 200, body: { message: 'Done.' } });
    const refused = (intent: string, extra: object = {}) => ({
      body: { ok: false, intent, message: null, ...extra },
      status: 400,
    });
    expect(await answer(api, { intent: 'erase', confirm: 'yes' })).toEqual(
      refused('erase', { errorKey: 'adminValidation:myData.confirm' }),
    );
    expect(await answer(api, { intent: 'correct', name: 'A', lang: 'de' })).toEqual(refused('correct'));
    expect(await answer(api, { intent: 'withdraw', purpose: 'post' })).toEqual(refused('withdraw'));
    expect(await answer(api, { intent: 'note', text: 'x' }, 'not-an-id')).toEqual(refused('note'));
    expect(await answer(api, { intent: 'erase', confirm: 'yes' }, 'not-an-id')).toEqual(refused('erase'));
    expect(await answer(api, { intent: 'forget' })).toEqual(refused('forget'));
    expect(sent).toEqual([]);
  });
});
