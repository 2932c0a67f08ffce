import { describe, expect, it } from 'vitest';
import { signAddressToken, signReadableAddressToken, verifyAddressToken } from './signed-token';

const SECRET = 'a-secret-of-the-site-for-tests';
const EMAIL = 'aline.uwase@example.org';
const later = Date.now() + 60_000;

describe('a signed link token naming an address (issue 39.24)', () => {
  it('does not carry the address in a readable form, and reads it back', () => {
    const token = signAddressToken('giving', EMAIL, SECRET, later);
    expect(token).not.toContain(Buffer.from(EMAIL).toString('base64url').slice(0, 12));
    for (const part of token.split('.'))
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toMatch(/aline|example/);
    expect(verifyAddressToken('giving', token, SECRET)).toBe(EMAIL);
    // One address and expiry: one token, as before.
    expect(signAddressToken('giving', EMAIL, SECRET, later)).toBe(token);
    expect(signAddressToken('giving', 'other@example.org', SECRET, later)).not.toBe(token);
  });

  it('refuses a sealed token tampered with, made for another use or key, or expired', () => {
    const token = signAddressToken('giving', EMAIL, SECRET, later);
    const [payload, expiry, mac] = token.split('.') as [string, string, string];
    const flipped = payload.slice(0, 5) + (payload[5] === 'A' ? 'B' : 'A') + payload.slice(6);
    expect(verifyAddressToken('giving', `${flipped}.${expiry}.${mac}`, SECRET)).toBeNull();
    expect(verifyAddressToken('subscribe', token, SECRET)).toBeNull();
    expect(verifyAddressToken('giving', token, 'another-secret')).toBeNull();
    expect(verifyAddressToken('giving', signAddressToken('giving', EMAIL, SECRET, Date.now() - 1), SECRET)).toBeNull();
  });

  it('keeps links sent before the seal working until they expire', () => {
    const old = signReadableAddressToken('giving', EMAIL, SECRET, later);
    expect(Buffer.from(old.split('.')[0]!, 'base64url').toString()).toBe(EMAIL);
    expect(verifyAddressToken('giving', old, SECRET)).toBe(EMAIL);
    expect(
      verifyAddressToken('giving', signReadableAddressToken('giving', EMAIL, SECRET, Date.now() - 1), SECRET),
    ).toBeNull();
    expect(verifyAddressToken('giving', old.slice(0, -1) + (old.endsWith('A') ? 'B' : 'A'), SECRET)).toBeNull();
  });
});
