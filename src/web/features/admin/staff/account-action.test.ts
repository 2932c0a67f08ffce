import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { accountContracts } from '~/shared/contracts/account';
import { answersOf, apiAnswering } from '~test/route-action';
import { accountAction } from './account-action.server';

const ID = '11111111-1111-4111-8111-111111111111';
const SETUP = { secret: 'ABCD EFGH', uri: 'otpauth://totp/x', qrSvg: '<svg/>' };
const PROOF = { password: 'pw', currentCode: '123456' };

const path = (c: Parameters<typeof contractPath>[0], params?: Record<string, string>) => contractPath(c, params);

/** The action's answer to a form posted to the screen. */
const answer = answersOf(accountAction, 'http://x/dashboard/account');

describe('accountAction', () => {
  it('starts the set-up without a banner, and hands its secret to the card', async () => {
    const { api, sent } = apiAnswering({ [path(accountContracts.totpSetup)]: { status: 200, body: { data: SETUP } } });
    expect(await answer(api, { intent: 'totp-start' })).toEqual({
      body: { ok: true, intent: 'totp-start', message: null, setup: SETUP, codes: null },
      status: 200,
    });
    expect(sent).toEqual([{ method: 'POST', path: path(accountContracts.totpSetup), body: undefined }]);
  });

  it('confirms the first code with the proof, and answers the recovery codes', async () => {
    const codes = ['a', 'b'];
    const { api, sent } = apiAnswering({
      [path(accountContracts.totpConfirm)]: { status: 200, body: { recoveryCodes: codes } },
    });
    expect(await answer(api, { intent: 'totp-confirm', code: '654321', ...PROOF })).toEqual({
      body: { ok: true, intent: 'totp-confirm', message: null, setup: null, codes },
      status: 200,
    });
    expect(sent).toEqual([
      { method: 'POST', path: path(accountContracts.totpConfirm), body: { ...PROOF, code: '654321' } },
    ]);
  });

  it('keeps the set-up on screen after a wrong first code: the same secret read again', async () => {
    const { api, sent } = apiAnswering({
      [path(accountContracts.totpConfirm)]: { status: 400, body: { message: 'code: This code is not right' } },
      [path(accountContracts.totpSetup)]: { status: 200, body: { data: SETUP } },
    });
    expect(await answer(api, { intent: 'totp-confirm', code: '000000', ...PROOF })).toEqual({
      body: { ok: false, intent: 'totp-confirm', message: 'This code is not right', setup: SETUP, codes: null },
      status: 400,
    });
    expect(sent.map((s) => s.path)).toEqual([path(accountContracts.totpConfirm), path(accountContracts.totpSetup)]);
  });

  it('sends new codes, the removal and a passkey removed with the proof; a malformed passkey id is a 404 of the API', async () => {
    const { api, sent } = apiAnswering({
      [path(accountContracts.passkeyRemove, { id: '00000000-0000-4000-8000-000000000000' })]: {
        status: 404,
        body: { message: 'Not found' },
      },
    });
    await answer(api, { intent: 'codes', ...PROOF });
    expect(await answer(api, { intent: 'totp-remove', ...PROOF })).toEqual({
      body: { ok: true, intent: 'totp-remove', message: 'Done.', setup: null, codes: null },
      status: 200,
    });
    await answer(api, { intent: 'passkey-remove', id: ID, ...PROOF });
    expect((await answer(api, { intent: 'passkey-remove', id: 'x', ...PROOF })).status).toBe(404);
    expect(sent).toEqual([
      { method: 'POST', path: path(accountContracts.recoveryCodes), body: PROOF },
      { method: 'POST', path: path(accountContracts.totpRemove), body: PROOF },
      { method: 'POST', path: path(accountContracts.passkeyRemove, { id: ID }), body: PROOF },
      {
        method: 'POST',
        path: path(accountContracts.passkeyRemove, { id: '00000000-0000-4000-8000-000000000000' }),
        body: PROOF,
      },
    ]);
  });

  it('answers 400 and calls nothing for an intent the screen does not have', async () => {
    const { api, sent } = apiAnswering();
    expect(await answer(api, { intent: 'forget', ...PROOF })).toEqual({
      body: { ok: false, intent: 'forget', message: null, setup: null, codes: null },
      status: 400,
    });
    expect(sent).toEqual([]);
  });
});
