import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { supporterContracts } from '~/shared/contracts/supporters';
import type { ApiClient } from '~/web/api/client';
import { supporterAction } from './supporter-action.server';

const ID = '11111111-1111-4111-8111-111111111111';

/** An API that records what it is sent and answers `status` with a message. */
function apiAnswering(status: number, message: string) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const api: ApiClient = {
    get: () => Promise.reject(new Error('not used')),
    async send<T>(method: string, path: string, body?: unknown) {
      sent.push({ method, path, body });
      return { status, body: { message } as T };
    },
  };
  return { api, sent };
}

describe('supporterAction', () => {
  it("sends each form to its contract's route", async () => {
    const { api, sent } = apiAnswering(200, 'Done.');
    expect(await supporterAction(api, ID, { intent: 'note', text: 'Called' })).toEqual({
      intent: 'note',
      done: 'Done.',
    });
    await supporterAction(api, ID, { intent: 'correct', name: 'A', phone: '', lang: 'fr' });
    await supporterAction(api, ID, { intent: 'withdraw', purpose: 'sms' });
    await supporterAction(api, ID, { intent: 'merge', otherId: ` ${ID} ` });
    await supporterAction(api, ID, { intent: 'erase', confirm: ' erase ' });
    const params = { id: ID };
    expect(sent).toEqual([
      { method: 'POST', path: contractPath(supporterContracts.note, params), body: { text: 'Called' } },
      {
        method: 'PATCH',
        path: contractPath(supporterContracts.correct, params),
        body: { name: 'A', phone: '', lang: 'fr' },
      },
      { method: 'POST', path: contractPath(supporterContracts.withdraw, params), body: { purpose: 'sms' } },
      { method: 'POST', path: contractPath(supporterContracts.merge, params), body: { otherId: ID } },
      { method: 'POST', path: contractPath(supporterContracts.erase, params), body: { confirm: 'erase' } },
    ]);
  });

  it("shows the API's refusal", async () => {
    const { api } = apiAnswering(409, 'A payment is pending.');
    expect(await supporterAction(api, ID, { intent: 'erase', confirm: 'erase' })).toEqual({
      intent: 'erase',
      error: 'A payment is pending.',
    });
  });

  it('refuses, without a call, what the forms cannot send: another word than "erase", a choice they do not offer', async () => {
    const { api, sent } = apiAnswering(200, 'Done.');
    expect(await supporterAction(api, ID, { intent: 'erase', confirm: 'yes' })).toEqual({
      intent: 'erase',
      error: '',
      errorKey: 'adminValidation:myData.confirm',
    });
    expect(await supporterAction(api, ID, { intent: 'correct', name: 'A', lang: 'de' })).toEqual({
      intent: 'correct',
      error: '',
    });
    expect(await supporterAction(api, ID, { intent: 'withdraw', purpose: 'post' })).toEqual({
      intent: 'withdraw',
      error: '',
    });
    expect(await supporterAction(api, 'not-an-id', { intent: 'note', text: 'x' })).toEqual({
      intent: 'note',
      error: '',
    });
    expect(sent).toEqual([]);
  });
});
