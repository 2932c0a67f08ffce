import { describe, expect, it } from 'vitest';
import { type FreshToken, callWithToken, createTokenCache, readTokenAnswer, renewAfterMs } from './token-cache';

/** A token source that hands out tok-1, tok-2... and counts how often it was asked. */
function source(answers: FreshToken[] = []) {
  let n = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    calls: () => n,
    release,
    fetch: async (): Promise<FreshToken> => {
      n++;
      await gate;
      return answers[n - 1] ?? { ok: true, token: `tok-${n}`, expiresInSec: 3600 };
    },
  };
}

describe('token cache', () => {
  it('renews a token in the last fifth of its life, at most a minute early', () => {
    expect(renewAfterMs(3600)).toBe(3540_000);
    expect(renewAfterMs(180)).toBe(144_000);
    expect(renewAfterMs(0)).toBe(0);
  });

  it('shares one refresh among callers who arrive while it is under way', async () => {
    const s = source();
    const cache = createTokenCache(s.fetch);
    const waiting = [cache.get(), cache.get(), cache.get()];
    s.release();
    expect(await Promise.all(waiting)).toEqual(Array(3).fill({ ok: true, token: 'tok-1' }));
    expect(await cache.get()).toEqual({ ok: true, token: 'tok-1' });
    expect(s.calls()).toBe(1);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    const s = source([{ ok: false, cause: 'timeout' }]);
    s.release();
    const cache = createTokenCache(s.fetch);
    expect(await cache.get()).toEqual({ ok: false, cause: 'timeout' });
    expect(await cache.get()).toEqual({ ok: true, token: 'tok-2' });
  });

  it('retries a refused token once with a new one, and never a second time', async () => {
    const s = source();
    s.release();
    const cache = createTokenCache(s.fetch);
    const seen: string[] = [];
    const answer = await callWithToken(cache, async (token) => {
      seen.push(token);
      return { ok: true, status: 401, body: null };
    });
    expect(answer).toMatchObject({ ok: true, status: 401 });
    expect(seen).toEqual(['tok-1', 'tok-2']);
    cache.invalidate('tok-1'); // an old token forgotten late does not drop the newer one
    expect(await cache.get()).toEqual({ ok: true, token: 'tok-2' });
  });

  it('reads token answers, whether expires_in is a number or a string, and refuses odd ones', () => {
    const ok = (body: unknown) => readTokenAnswer({ ok: true, status: 200, body });
    expect(ok({ access_token: 'a', expires_in: 3600 })).toEqual({ ok: true, token: 'a', expiresInSec: 3600 });
    expect(ok({ access_token: 'a', expires_in: '180' })).toEqual({ ok: true, token: 'a', expiresInSec: 180 });
    expect(ok({ access_token: '', expires_in: 1 })).toEqual({ ok: false, cause: 'bad_answer' });
    expect(ok({ access_token: 'a', expires_in: 'soon' })).toEqual({ ok: false, cause: 'bad_answer' });
    expect(readTokenAnswer({ ok: true, status: 401, body: {} })).toEqual({ ok: false, cause: 'unauthorized' });
    expect(readTokenAnswer({ ok: true, status: 503, body: {} })).toEqual({ ok: false, cause: 'server_error' });
  });
});
