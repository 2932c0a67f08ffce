import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate, stringToBytes } from 'otplib';
import { checkTotp, totpEnrolment } from './totp';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below), eight digits.
const RFC_SECRET = '12345678901234567890';
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [time: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

afterEach(() => vi.useRealTimers());

describe('TOTP (RFC 6238)', () => {
  it('computes the RFC test vectors with the library we use', async () => {
    for (const [epoch, code] of RFC_VECTORS)
      expect(
        await generate({ secret: stringToBytes(RFC_SECRET), epoch, digits: 8, algorithm: 'sha1' }),
        `T=${epoch}`,
      ).toBe(code);
  });

  it('accepts, at each vector time, the six-digit code an app shows and nothing else', async () => {
    for (const [epoch, code] of RFC_VECTORS.slice(0, 5)) {
      vi.useFakeTimers({ now: epoch * 1000, toFake: ['Date'] });
      // Six digits are the last six of the same truncated value (RFC 4226 section 5.3).
      const six = code.slice(-6);
      expect(await checkTotp(RFC_SECRET_BASE32, six), `T=${epoch}`).toBe(Math.floor(epoch / 30));
      const wrong = String((Number(six) + 1) % 1_000_000).padStart(6, '0');
      expect(await checkTotp(RFC_SECRET_BASE32, wrong), `T=${epoch} wrong`).toBeNull();
      vi.useRealTimers();
    }
  });

  it('takes a code from the step before or after (clock drift), and refuses one two steps away or a replayed step', async () => {
    vi.useFakeTimers({ now: 1111111111 * 1000, toFake: ['Date'] });
    const step = Math.floor(1111111111 / 30);
    const at = (t: number) => generate({ secret: RFC_SECRET_BASE32, epoch: t });
    expect(await checkTotp(RFC_SECRET_BASE32, await at(1111111111 - 30))).toBe(step - 1);
    expect(await checkTotp(RFC_SECRET_BASE32, await at(1111111111 + 30))).toBe(step + 1);
    expect(await checkTotp(RFC_SECRET_BASE32, await at(1111111111 - 90))).toBeNull();
    expect(await checkTotp(RFC_SECRET_BASE32, await at(1111111111), step)).toBeNull();
  });

  it('offers the secret as an otpauth:// address and an SVG QR code drawn on the server', async () => {
    const e = await totpEnrolment(RFC_SECRET_BASE32, 'finance@example.org', 'Hope for Musanze Children');
    expect(e.uri).toMatch(/^otpauth:\/\/totp\/.*finance%40example\.org\?.*secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ/);
    expect(e.uri).toContain('issuer=Hope');
    expect(e.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(e.qrSvg).not.toMatch(/<script/i);
  });
});
