import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailField } from './common';
import { contactSchema } from './message';

describe('e-mail addresses (docs/product.md: text, @, text, dot, text)', () => {
  it('accepts real addresses and refuses what is not one', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org', 'umwana@musanze.rw'])
      expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a@b.', 'a@.b', 'a@b..c', 'a b@c.d', 'a@b.c@d', '@b.c', 'a@'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    // Several recipients, display names, quoting, a javascript: local part, control characters.
    for (const bad of ['a@b.c,d@e.f', 'a;b@c.d', '<a@b.c>', '"a"@b.c', 'javascript:x@b.c', 'a\\b@c.d', 'a\u0007@b.c'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('cannot be made to backtrack: a hostile 100 KB value is decided in a separate process, not left running', () => {
    // The former pattern took about 15 s on this value (quadratic backtracking: one JSON
    // post froze the server); a linear one answers in well under a millisecond. Run in a
    // child process so that a regression fails here instead of holding the test runner.
    const probe = `process.stdout.write(String(new RegExp(${JSON.stringify(EMAIL_PATTERN.source)}).test('a@' + '.'.repeat(100000) + '@')))`;
    const run = spawnSync(process.execPath, ['-e', probe], { timeout: 3_000, encoding: 'utf8' });
    expect(run.signal).toBeNull();
    expect(run.stdout).toBe('false');
  });

  it('refuses a huge value by its length before any pattern runs', () => {
    const hostile = `a@${'.'.repeat(1_000_000)}@`;
    // One issue, the length's: the pattern was not run after it.
    expect(emailField('subscription.email').safeParse(hostile).error?.issues).toHaveLength(1);
    const contact = contactSchema.safeParse({ fullname: 'x', email: hostile, subject: 'x', message: 'x' });
    expect(contact.error?.issues.map((i) => i.path.join('.'))).toEqual(['email']);
  });
});
