import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { applicationContracts } from '~/shared/contracts/applications';
import { blogContracts } from '~/shared/contracts/blog';
import { giftContracts } from '~/shared/contracts/gifts';
import { skillContracts } from '~/shared/contracts/skills';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { deleteAction } from './route-action.server';

const ID = '11111111-1111-4111-8111-111111111111';

/** The screens whose one posted action is a record's delete: their delete's contract, intent and words. */
const SCREENS = [
  {
    screen: 'viewblog',
    remove: blogContracts.remove,
    intent: 'delete',
    done: 'Blog post deleted',
    gone: 'Blog post not found',
  },
  {
    screen: 'viewcatalog',
    remove: giftContracts.remove,
    intent: 'delete',
    done: 'Gift deleted',
    gone: 'Gift not found',
  },
  {
    screen: 'skills_interests',
    remove: skillContracts.remove,
    intent: 'delete',
    done: 'Skill deleted successfully',
    gone: 'Skill not found',
  },
  {
    screen: 'applications',
    remove: applicationContracts.remove,
    intent: 'remove',
    done: 'Application deleted',
    gone: 'Application not found',
  },
];

describe.each(SCREENS)('deleteAction on /dashboard/$screen', ({ screen, remove, intent, done, gone }) => {
  const answer = answersOf(deleteAction(remove, intent), `http://x/dashboard/${screen}`);
  const at = contractPath(remove, { id: ID });

  it('deletes the record posted confirmed through its contract, and says the API’s message', async () => {
    const { api, sent } = apiAnswering({ [at]: { status: 200, body: { message: done } } });
    expect(await answer(api, { intent, id: ID, confirmed: 'yes' })).toEqual({
      body: { ok: true, intent, message: done },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: at, body: undefined }]);
  });

  it('calls nothing without its confirmation, and answers 400 asking it of the record posted', async () => {
    const { api, sent } = apiAnswering({ [at]: { status: 200, body: { message: done } } });
    for (const confirmed of [undefined, '', 'no', 'YES']) {
      const fields = { intent, id: ID, ...(confirmed === undefined ? {} : { confirmed }) };
      expect(await answer(api, fields)).toEqual({
        body: { ok: false, intent, message: null, confirm: true, id: ID },
        status: 400,
      });
    }
    expect(sent).toEqual([]);
  });

  it('answers the API’s refusal (an unknown id) with its status and message', async () => {
    const { api } = apiAnswering({ status: 404, body: { message: gone } });
    const unknown = '22222222-2222-4222-8222-222222222222';
    expect(await answer(api, { intent, id: unknown, confirmed: 'yes' })).toEqual({
      body: { ok: false, intent, message: gone },
      status: 404,
    });
    // A malformed id reaches the API as an id no record has.
    const malformed = apiAnswering({ status: 404, body: { message: gone } });
    expect((await answer(malformed.api, { intent, id: '../../staff', confirmed: 'yes' })).status).toBe(404);
    expect(malformed.sent[0]!.path).toBe(contractPath(remove, { id: '00000000-0000-4000-8000-000000000000' }));
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    // The other screens' delete word is not this one's.
    await refusesUnknownIntents(
      answer,
      { id: ID, confirmed: 'yes' },
      { also: [intent === 'delete' ? 'remove' : 'delete'] },
    );
    await refusesUnknownIntents(answer, { id: ID });
  });
});
