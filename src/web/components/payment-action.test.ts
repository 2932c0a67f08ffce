import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiClient, ApiResponse } from '~/shared/load-context';
import { contractPath } from '~/shared/contract';
import { paymentContract } from '~/shared/contracts/payments';
import { forwardPayment, keyOf, paymentAction } from './payment-action.server';

/** An in-process client that answers `answer` and keeps what it was sent. */
function fakeApi(answer: ApiResponse<unknown> | Error) {
  const sent: { path: string; body: unknown; headers?: Record<string, string> }[] = [];
  const api: ApiClient = {
    get: () => Promise.reject(new Error('not used')),
    send: <T>(_method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      sent.push({ path, body, headers });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as ApiResponse<T>);
    },
  };
  return { api, sent };
}

/** What a thrown redirect points at. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof Response ? error.headers.get('location') : null;
  }
}

/** A payment's contract as the donation's and the order's are made. */
const pay = paymentContract({
  method: 'POST',
  url: '/test/payments',
  summary: 'A test payment',
  tags: [],
  body: z.object({ amount: z.number().optional(), items: z.array(z.string()).optional() }),
  paid: z.strictObject({ message: z.string(), data: z.strictObject({ reference: z.string() }) }),
});

const id = '0b5f6a52-8c1e-4d4e-9f0a-2d3c4b5a6f70';
const key = 'k-0123456789abcdef';

describe('forwardPayment', () => {
  it('sends the body with the form’s Idempotency-Key and reads a settled answer', async () => {
    const { api, sent } = fakeApi({ status: 201, body: { message: 'Thank you', data: { reference: 'DN-1' } } });
    const answer = await forwardPayment(api, pay, { amount: 5000 }, { idempotencyKey: key, follow: true });
    expect(answer).toEqual({ ok: true, status: 201, message: 'Thank you', data: { reference: 'DN-1' } });
    expect(sent).toEqual([{ path: contractPath(pay), body: { amount: 5000 }, headers: { 'idempotency-key': key } }]);
    expect(contractPath(pay)).toBe('/test/payments');
  });

  it('a pending payment: followed in place with JavaScript, else the status page; a hosted page always by redirect', async () => {
    const pending = { status: 202, body: { data: { paymentId: id, status: 'pending' } } };
    const inPlace = await forwardPayment(fakeApi(pending).api, pay, {}, { idempotencyKey: key, follow: true });
    expect(inPlace).toMatchObject({ ok: true, status: 202, data: { paymentId: id } });
    const plain = forwardPayment(fakeApi(pending).api, pay, {}, { idempotencyKey: key, follow: false });
    expect(await redirectOf(plain)).toBe(`/payments/${id}`);
    const hosted = { status: 202, body: { data: { paymentId: id, redirectUrl: 'https://checkout.example/pay/1' } } };
    const card = forwardPayment(fakeApi(hosted).api, pay, {}, { idempotencyKey: key, follow: true });
    expect(await redirectOf(card)).toBe('https://checkout.example/pay/1');
  });

  it('a refusal in the visitor’s words; no answer at all is a network failure', async () => {
    const refused = fakeApi({ status: 402, body: { message: 'amount: Too small' } });
    expect(await forwardPayment(refused.api, pay, {}, { idempotencyKey: null, follow: true })).toEqual({
      ok: false,
      reason: 'refused',
      status: 402,
      message: 'Too small',
    });
    expect(refused.sent[0]!.headers).toEqual({});
    const down = fakeApi(new Error('socket hang up'));
    expect(await forwardPayment(down.api, pay, {}, { idempotencyKey: key, follow: true })).toEqual({
      ok: false,
      reason: 'network',
    });
  });
});

describe('paymentAction (the dialogs)', () => {
  const post = (fields: Record<string, string>) =>
    new Request('http://site/catalog', { method: 'POST', body: new URLSearchParams(fields) });

  it('forwards the JSON payload and a well-formed key only', async () => {
    const { api, sent } = fakeApi({ status: 201, body: { message: 'ok', data: {} } });
    const payload = JSON.stringify({ items: ['x'] });
    await paymentAction(api, post({ payload, idempotencyKey: key }), pay);
    await paymentAction(api, post({ payload, idempotencyKey: 'bad key!' }), pay);
    expect(sent.map((s) => [s.body, s.headers])).toEqual([
      [{ items: ['x'] }, { 'idempotency-key': key }],
      [{ items: ['x'] }, {}],
    ]);
  });

  it('refuses a post without a JSON object payload, without calling the API', async () => {
    const { api, sent } = fakeApi({ status: 201, body: {} });
    const posts: Record<string, string>[] = [
      { items: '1' },
      { payload: 'null' },
      { payload: '[1]' },
      { payload: '{bad' },
    ];
    for (const fields of posts)
      expect(await paymentAction(api, post(fields), pay)).toMatchObject({ ok: false, status: 400 });
    expect(sent).toHaveLength(0);
  });

  it('keyOf takes what the API accepts as a key', () => {
    expect(keyOf(key)).toBe(key);
    expect(keyOf('short')).toBeNull();
    expect(keyOf('x'.repeat(201))).toBeNull();
    expect(keyOf(42)).toBeNull();
  });
});
