import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AtDouble,
  AT_API_KEY,
  AT_SENDER,
  AT_USERNAME,
  startAfricasTalkingDouble,
} from '../../../../tests/doubles/africas-talking';
import { type PindoDouble, PINDO_SENDER, PINDO_TOKEN, startPindoDouble } from '../../../../tests/doubles/pindo';
import { africasTalkingProvider } from './africas-talking';
import { pindoProvider } from './pindo';
import { SmsRefused } from './provider';

/** Both adapters against their doubles: what they send, what they make of each answer. */
let pindo: PindoDouble;
let at: AtDouble;
beforeAll(async () => {
  [pindo, at] = await Promise.all([startPindoDouble(), startAfricasTalkingDouble()]);
});
afterAll(async () => {
  await Promise.all([pindo.close(), at.close()]);
});

const sms = { id: 'm1', to: '+250781234567', text: 'Murakoze! Twakiriye 5,000 Frw.' };
/** What a failed send was: a permanent refusal or something to retry. */
async function failure(p: Promise<unknown>): Promise<{ permanent: boolean; message: string }> {
  try {
    await p;
  } catch (err) {
    return { permanent: err instanceof SmsRefused, message: (err as Error).message };
  }
  throw new Error('expected the send to fail');
}

describe('Pindo adapter', () => {
  const provider = (over: Partial<Parameters<typeof pindoProvider>[0]> = {}) =>
    pindoProvider({ baseUrl: pindo.url, token: PINDO_TOKEN, sender: PINDO_SENDER, timeoutMs: 2_000, ...over });

  it('posts JSON with the Bearer token and reads sms_id and the cost', async () => {
    const accepted = await provider().send(sms);
    const req = pindo.requests.at(-1)!;
    expect(req.path).toBe('/v1/sms/');
    expect(req.headers.authorization).toBe(`Bearer ${PINDO_TOKEN}`);
    expect(req.body).toEqual({ to: '+250781234567', text: sms.text, sender: PINDO_SENDER });
    expect(accepted).toEqual({ providerMessageId: String(pindo.sent.at(-1)!.smsId), cost: '15', costCurrency: 'RWF' });
  });

  it('takes a refused sender as final, a refused token, a failing or a slow gateway as worth retrying', async () => {
    expect(await failure(provider({ sender: 'NotOurs' }).send(sms))).toEqual({
      permanent: true,
      message: 'Pindo 400: Sender ID is not approved',
    });
    expect(await failure(provider().send({ ...sms, to: '+25078' }))).toMatchObject({ permanent: true });
    expect(await failure(provider({ token: 'wrong-token-123' }).send(sms))).toEqual({
      permanent: false,
      message: 'Pindo 401: Unauthorized',
    });
    pindo.fault('/v1/sms', 'server-error');
    expect(await failure(provider().send(sms))).toMatchObject({
      permanent: false,
      message: expect.stringContaining('500'),
    });
    pindo.fault('/v1/sms', 'garbage');
    expect(await failure(provider().send(sms))).toMatchObject({ permanent: false });
    pindo.fault('/v1/sms', 'hang');
    const started = Date.now();
    expect(await failure(provider({ timeoutMs: 300 }).send(sms))).toMatchObject({ permanent: false });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("Africa's Talking adapter", () => {
  const provider = (over: Partial<Parameters<typeof africasTalkingProvider>[0]> = {}) =>
    africasTalkingProvider({
      baseUrl: at.url,
      username: AT_USERNAME,
      apiKey: AT_API_KEY,
      sender: AT_SENDER,
      timeoutMs: 2_000,
      ...over,
    });

  it('posts the form with the apiKey header and reads messageId and "RWF 12.5000"', async () => {
    const accepted = await provider().send(sms);
    const req = at.requests.at(-1)!;
    expect(req.path).toBe('/version1/messaging');
    expect(req.headers.apikey).toBe(AT_API_KEY);
    expect(req.headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(req.raw))).toEqual({
      username: AT_USERNAME,
      to: '+250781234567',
      message: sms.text,
      from: AT_SENDER,
    });
    expect(accepted).toEqual({ providerMessageId: at.sent.at(-1)!.messageId, cost: '12.5000', costCurrency: 'RWF' });
  });

  it('reads each refusal: sender and number final, credit, key and a down gateway retried', async () => {
    expect(await failure(provider({ sender: 'NotOurs' }).send(sms))).toEqual({
      permanent: true,
      message: "Africa's Talking: InvalidSenderId",
    });
    expect(await failure(provider().send({ ...sms, to: '+2507' }))).toEqual({
      permanent: true,
      message: "Africa's Talking 403: InvalidPhoneNumber",
    });
    at.outOfCredit(true);
    expect(await failure(provider().send(sms))).toEqual({
      permanent: false,
      message: "Africa's Talking 405: InsufficientBalance",
    });
    at.outOfCredit(false);
    expect(await failure(provider({ apiKey: 'wrong-key-123' }).send(sms))).toMatchObject({ permanent: false });
    at.fault('/version1', 'server-error');
    expect(await failure(provider().send(sms))).toMatchObject({ permanent: false });
    at.fault('/version1', 'hang');
    expect(await failure(provider({ timeoutMs: 300 }).send(sms))).toMatchObject({ permanent: false });
    // Without a sender the account's default is used: no `from` field at all.
    await provider({ sender: undefined }).send(sms);
    expect(new URLSearchParams(at.requests.at(-1)!.raw).has('from')).toBe(false);
  });
});
