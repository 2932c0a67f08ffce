import { describe, expect, it } from 'vitest';
import { clientNetwork } from '~/server/core/http/client-network';
import { canonicalPageUrl } from './page-params';
import { concurrencyLimiter } from './render-limit';

describe('renders of one client network', () => {
  it('run a few at once, a few more wait, and the rest are refused; another network is apart', async () => {
    const run = concurrencyLimiter({ concurrency: 2, queue: 1 });
    const gates: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const task = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        gates.push(() => {
          running--;
          resolve('done');
        });
      });
    const admitted = [run('a', task), run('a', task), run('a', task)];
    expect(run('a', task)).toBeUndefined();
    expect(run('b', task)).toBeDefined();
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(3); // two of a's, one of b's; a's third waits
    while (gates.length) {
      gates.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(admitted)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(3);
    // All done: the network is served again.
    expect(run('a', async () => 'again')).toBeDefined();
  });

  it('are counted by IPv4 address and by IPv6 /64', () => {
    expect(clientNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetwork('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(clientNetwork('2001:0db8:0007:0007:ffff:1:2:3')).toBe('2001:db8:7:7::/64');
  });
});

describe('the canonical address of a page', () => {
  it.each([
    ['/catalog?x=1', '/catalog'],
    ['/catalog?q=soap&page=2', '/catalog?q=soap&page=2'],
    ['/catalog?page=2&q=a&q=b&page=3', '/catalog?page=2&q=a'],
    ['/catalog?q=soap%20bar', '/catalog?q=soap%20bar'],
    ['/catalog?q=soap%20bar&x=1', '/catalog?q=soap+bar'],
    ['/catalog.data?x=1&_routes=routes%2Fcatalog', '/catalog.data?_routes=routes%2Fcatalog'],
    ['/_root.data?x=1', '/_root.data'],
    ['/?lang=rw&utm_source=x', '/?lang=rw'],
    ['/donate?child=abc&amount=5', '/donate?child=abc'],
    ['/blog/123?ref=x', '/blog/123'],
    ['/contact?', '/contact'],
  ])('%s is %s', (asked, canonical) => expect(canonicalPageUrl(asked)).toBe(canonical));

  it('is left alone for pages that read more, or that are never cached', () => {
    for (const url of [
      '/my-giving?token=x',
      '/unsubscribe?token=x',
      '/payments/abc?status=ok',
      '/dashboard/donors?q=x',
    ])
      expect(canonicalPageUrl(url)).toBeUndefined();
  });
});
