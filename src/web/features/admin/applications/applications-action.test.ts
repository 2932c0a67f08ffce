import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { applicationContracts } from '~/shared/contracts/applications';
import type { ApiClient } from '~/web/api/client';
import { answerOf, apiAnswering, postedTo } from '~test/route-action';
import { applicationsAction } from './applications-action.server';

const ID = '11111111-1111-4111-8111-111111111111';

/** The action's answer to a form posted to the screen. */
const answer = (api: ApiClient, fields: Record<string, string>) =>
  answerOf(applicationsAction(postedTo('http://x/dashboard/applications', fields), api));

describe('applicationsAction', () => {
  it('deletes an application through its contract', async () => {
    const { api, sent } = apiAnswering({ status: 200, body: { message: 'Application deleted' } });
    expect(await answer(api, { intent: 'remove', id: ID })).toEqual({
      body: { ok: true, intent: 'remove', message: 'Application deleted' },
      status: 200,
    });
    expect(sent).toEqual([
      { method: 'DELETE', path: contractPath(applicationContracts.remove, { id: ID }), body: undefined },
    ]);
  });

  it('says the API’s refusal of an unknown application with its status', async () => {
    const { api } = apiAnswering({ status: 404, body: { message: 'Application not found' } });
    expect(await answer(api, { intent: 'remove', id: ID })).toEqual({
      body: { ok: false, intent: 'remove', message: 'Application not found' },
      status: 404,
    });
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    const { api, sent } = apiAnswering();
    for (const intent of ['', 'delete', 'constructor']) {
      expect(await answer(api, { intent, id: ID })).toEqual({
        body: { ok: false, intent, message: null },
        status: 400,
      });
    }
    expect(sent).toEqual([]);
  });
});
