import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpDouble, startHttpDouble } from '../../../../tests/doubles/http-double';
import { callProvider } from '~/server/giving/payments/providers/http';
import { type TestServer, startTestServer } from '~test/server';
import { OutsideCallInTransactionError, assertOutsideTransaction, insideTransaction } from './outside-call';

/**
 * docs/quality.md#outside-calls-stay-outside-transactions: nothing awaits an outside service inside `db.transaction(...)`.
 * Every transaction is marked, and the provider calls and the mail transports refuse
 * to run inside one, however deep the call: this test shows the guard bites, and every
 * other test that pays or mails runs under it.
 */
let s: TestServer;
let provider: HttpDouble;
beforeAll(async () => {
  s = await startTestServer();
  provider = await startHttpDouble(() => ({ status: 200, body: { ok: true } }));
});
afterAll(async () => {
  await provider.close();
  await s.close();
});

const call = () => callProvider({ method: 'GET', url: `${provider.url}/status`, headers: {}, timeoutMs: 5_000 });
/** A helper a few awaits deep, as real code calls out. */
async function deep() {
  await Promise.resolve();
  await new Promise((r) => setTimeout(r, 1));
  return call();
}

describe('an outside call inside a database transaction', () => {
  it('is refused before anything is sent, however deep, and the transaction rolls back', async () => {
    const before = provider.requests.length;
    const error = await s.database.db
      .transaction(async (tx) => {
        await tx.execute('SELECT 1');
        return deep();
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutsideCallInTransactionError);
    expect(provider.requests.length).toBe(before);
  });

  it('is refused inside a savepoint too, and for the mail transports', async () => {
    await expect(
      s.database.db.transaction((tx) =>
        tx.transaction(async () => {
          assertOutsideTransaction('the SMTP server');
        }),
      ),
    ).rejects.toThrow(/SMTP server called inside a database transaction/);
  });

  it('is allowed once the transaction committed', async () => {
    const flag = await s.database.db.transaction(async () => insideTransaction());
    expect(flag).toBe(true);
    expect(insideTransaction()).toBe(false);
    const answer = await call();
    expect(answer).toMatchObject({ ok: true, status: 200 });
  });
});
