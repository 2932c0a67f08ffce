import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

/** Every source file of the web app. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('mailto links', () => {
  it('keep a stored address one recipient: no header added, nothing cut short', () => {
    const href = mailtoHref('victim@example.org?bcc=attacker%40evil.test');
    expect(href).toBe('mailto:victim@example.org%3Fbcc%3Dattacker%2540evil.test');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('victim@example.org?bcc=attacker%40evil.test');
    for (const hostile of ['a@b.org&bcc=c@d.org', 'a@b.org#x', 'a@b.org,c@d.org'])
      expect(new URL(mailtoHref(hostile)).search).toBe('');
    expect(mailtoHref('jean@example.org')).toBe('mailto:jean@example.org');
    expect(mailtoHref('jean@example.org', { subject: 'Hi & bcc=x' })).toBe(
      'mailto:jean@example.org?subject=Hi%20%26%20bcc%3Dx',
    );
  });

  it('are built by mailtoHref everywhere in the web app, never from a raw address', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const helper = path.join(root, 'components', 'mailto.ts');
    const raw = sources(root).filter(
      (file) => file !== helper && /mailto:\$\{|['"`]mailto:['"`]\s*\+/.test(readFileSync(file, 'utf8')),
    );
    expect(raw.map((f) => path.relative(root, f))).toEqual([]);
  });
});
