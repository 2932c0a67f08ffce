import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('STAFF_REQUIRE_2FA', () => {
  it('by default covers every role that reads personal data: administrators, finance and sponsorship (issue 37.15)', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect([...config.STAFF_REQUIRE_2FA].sort()).toEqual(['administrator', 'finance', 'sponsorship']);
    expect(loadConfig({ NODE_ENV: 'test', STAFF_REQUIRE_2FA: 'none' }).STAFF_REQUIRE_2FA).toEqual([]);
  });
});
