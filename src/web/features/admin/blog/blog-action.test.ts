import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { blogContracts } from '~/shared/contracts/blog';
import type { ApiClient } from '~/web/api/client';
import { answerOf, apiAnswering, postedTo } from '~test/route-action';
import { blogAction } from './blog-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const AT = contractPath(blogContracts.remove, { id: ID });

/** The action's answer to a form posted to the screen. */
const answer = (api: ApiClient, fields: Record<string, string>) =>
  answerOf(blogAction(postedTo('http://x/dashboard/viewblog', fields), api));

describe('blogAction', () => {
  it('deletes the post posted, and says so', async () => {
    const { api, sent } = apiAnswering({ [AT]: { status: 200, body: { message: 'Blog post deleted' } } });
    expect(await answer(api, { intent: 'delete', id: ID })).toEqual({
      body: { ok: true, intent: 'delete', message: 'Blog post deleted' },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: AT, body: undefined }]);
  });

  it('answers the API’s refusal (an unknown id) with its status and message', async () => {
    const { api } = apiAnswering({ status: 404, body: { message: 'Blog post not found' } });
    const unknown = '22222222-2222-4222-8222-222222222222';
    expect(await answer(api, { intent: 'delete', id: unknown })).toEqual({
      body: { ok: false, intent: 'delete', message: 'Blog post not found' },
      status: 404,
    });
    // A malformed id reaches the API as an id no record has.
    expect((await answer(api, { intent: 'delete', id: '../../staff' })).status).toBe(404);
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    const { api, sent } = apiAnswering();
    for (const intent of ['', 'remove-everything', 'toString']) {
      expect(await answer(api, { intent, id: ID })).toEqual({
        body: { ok: false, intent, message: null },
        status: 400,
      });
    }
    expect(sent).toEqual([]);
  });
});
