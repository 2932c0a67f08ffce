import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { databaseRateLimitStore } from './rate-limit-store';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Result = { current: number; ttl: number };
interface Store {
  incr(key: string, cb: (err: Error | null, res?: Result) => void, timeWindow: number): void;
  read(key: string, cb: (err: Error | null, res?: Result) => void, timeWindow: number): void;
  child(options: object): Store;
}
const call = (fn: (cb: (err: Error | null, res?: Result) => void) => void) =>
  new Promise<Result>((resolve, reject) => fn((err, res) => (err ? reject(err) : resolve(res!))));

describe('the database rate-limit store', () => {
  it('counts hits per key within a window, starts a new window after it ends, and keeps routes apart', async () => {
    const Store = databaseRateLimitStore(s.database.db) as unknown as new () => Store;
    const store = new Store().child({ routeInfo: { method: 'POST', url: '/api/contact' } });
    const other = new Store().child({ keyPrefix: 'budget' });
    for (const n of [1, 2, 3]) {
      const hit = await call((cb) => store.incr('10.0.0.1', cb, 60_000));
      expect(hit.current).toBe(n);
      expect(hit.ttl).toBeGreaterThan(50_000);
      expect(hit.ttl).toBeLessThanOrEqual(60_000);
    }
    expect((await call((cb) => store.incr('10.0.0.2', cb, 60_000))).current).toBe(1);
    expect((await call((cb) => other.incr('10.0.0.1', cb, 60_000))).current).toBe(1);
    expect((await call((cb) => store.read('10.0.0.1', cb, 60_000))).current).toBe(3);
    // A window of 50 ms has ended by the next hit: the count starts again.
    await call((cb) => store.incr('10.0.0.3', cb, 50));
    await new Promise((r) => setTimeout(r, 120));
    const again = await call((cb) => store.incr('10.0.0.3', cb, 50));
    expect(again.current).toBe(1);
    expect(again.ttl).toBeLessThanOrEqual(50);
  });
});
