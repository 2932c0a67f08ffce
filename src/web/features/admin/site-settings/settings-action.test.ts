import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { mailContracts } from '~/shared/contracts/mail';
import { siteContracts } from '~/shared/contracts/site';
import { DEMO_REMOVAL_CONFIRMATION } from '~/shared/schemas/site-settings';
import { answersOf, apiAnswering, refusesUnknownIntents } from '~test/route-action';
import { siteSettingsAction } from './settings-action.server';

const DEMO = contractPath(siteContracts.removeDemo);
const SENDER = contractPath(mailContracts.refreshSenderCheck);

/** The action's answer to a form posted to the screen. */
const answer = answersOf(siteSettingsAction, 'http://x/dashboard/site_settings');

describe('siteSettingsAction', () => {
  it('removes the demo content with the word posted, and says it was done', async () => {
    const removed = {
      message: 'Demo content removed.',
      data: { removed: { gift: 3, blog_post: 2, child: 5, skill: 4 } },
    };
    const { api, sent } = apiAnswering({ [DEMO]: { status: 200, body: removed } });
    expect(await answer(api, { intent: 'remove-demo', confirm: DEMO_REMOVAL_CONFIRMATION })).toEqual({
      body: { ok: true, intent: 'remove-demo', message: 'Demo content removed.', field: null },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: DEMO, body: { confirm: DEMO_REMOVAL_CONFIRMATION } }]);
  });

  it('passes another word to the API, whose refusal names the field the form shows it on', async () => {
    const { api, sent } = apiAnswering({
      [DEMO]: { status: 400, body: { message: 'confirm: Confirm the removal of the demo content' } },
    });
    expect(await answer(api, { intent: 'remove-demo', confirm: 'remove demo' })).toEqual({
      body: { ok: false, intent: 'remove-demo', message: 'Confirm the removal of the demo content', field: 'confirm' },
      status: 400,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: DEMO, body: { confirm: 'remove demo' } }]);
  });

  it('says a refusal of the staff member’s role as the API does, on no field', async () => {
    const { api } = apiAnswering({
      [DEMO]: { status: 403, body: { message: 'Your role does not allow this' } },
      [SENDER]: { status: 403, body: { message: 'Your role does not allow this' } },
    });
    expect(await answer(api, { intent: 'remove-demo', confirm: DEMO_REMOVAL_CONFIRMATION })).toEqual({
      body: { ok: false, intent: 'remove-demo', message: 'Your role does not allow this', field: null },
      status: 403,
    });
    expect((await answer(api, { intent: 'check-sender' })).status).toBe(403);
  });

  it('looks the sender’s records up again with no body; a failed lookup is the API’s status', async () => {
    const { api, sent } = apiAnswering({ [SENDER]: { status: 200, body: { data: {} } } });
    expect(await answer(api, { intent: 'check-sender' })).toEqual({
      body: { ok: true, intent: 'check-sender', message: null, field: null },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'POST', path: SENDER, body: undefined }]);
    const down = apiAnswering({ [SENDER]: { status: 503, body: { message: 'Service unavailable' } } });
    expect(await answer(down.api, { intent: 'check-sender' })).toMatchObject({ body: { ok: false }, status: 503 });
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    await refusesUnknownIntents(answer, { confirm: DEMO_REMOVAL_CONFIRMATION }, { more: { field: null } });
  });
});
