import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '~/server/core/http/errors';
import { parseRwandanPhone, readRwandanPhone } from './phone';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const prefix = fc.constantFrom('72', '73', '78', '79');
/** Spaces and dashes put anywhere, as people type them. */
const sprinkle = (s: string) =>
  fc
    .array(fc.constantFrom('', '', ' ', '-', '  '), { minLength: s.length, maxLength: s.length })
    .map((seps) => [...s].map((c, i) => c + seps[i]).join(''));

describe('Rwandan phone numbers', () => {
  it('reads every written form of one number the same way', () => {
    fc.assert(
      fc.property(prefix, digits(7), fc.constantFrom('0', '+250', '250', '00250'), (p, rest, lead) => {
        const n = `${p}${rest}`;
        const parsed = parseRwandanPhone(`${lead}${n}`);
        expect(parsed).toEqual({
          msisdn: `250${n}`,
          national: n,
          network: p === '78' || p === '79' ? 'mtn' : 'airtel',
        });
      }),
    );
  });

  it('ignores spaces and dashes wherever they are', () => {
    fc.assert(
      fc.property(prefix, digits(7), fc.constantFrom('0', '+250', '250'), (p, rest, lead) =>
        fc.assert(
          fc.property(sprinkle(`${lead}${p}${rest}`), (written) => {
            expect(parseRwandanPhone(written)?.msisdn).toBe(`250${p}${rest}`);
          }),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 50 },
    );
  });

  it('refuses other networks, other countries and wrong lengths', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const parsed = parseRwandanPhone(s);
        // Whatever it accepts is a well-formed MTN or Airtel number.
        if (parsed) expect(parsed.msisdn).toMatch(/^2507[2389]\d{7}$/);
      }),
    );
    for (const bad of [
      '0788 123 45', // too short
      '0788 123 45678', // too long
      '0751234567', // no mobile money network
      '0281234567', // a landline
      '+256 772 123 456', // Uganda
      '788123456', // no prefix at all
      '+250 0788 123 456', // both the country code and the trunk 0
      '07881234a6',
      '',
    ])
      expect(parseRwandanPhone(bad), bad).toBeNull();
  });

  it('recognises the network by its prefix', () => {
    expect(parseRwandanPhone('0788 123 456')?.network).toBe('mtn');
    expect(parseRwandanPhone('+250-79-1234567')?.network).toBe('mtn');
    expect(parseRwandanPhone('0721234567')?.network).toBe('airtel');
    expect(parseRwandanPhone('250 733 123 456')?.network).toBe('airtel');
  });

  it('refuses with a message that names the field and shows a good number', () => {
    const refusal = (() => {
      try {
        readRwandanPhone('12345', 'phone');
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(400);
    expect((refusal as HttpError).message).toBe(
      'phone: Please enter a Rwandan MTN or Airtel mobile number, for example 078 123 4567.',
    );
    expect(() => readRwandanPhone('0000') as never).toThrow(/Rwandan MTN/);
    expect(readRwandanPhone('0788123456').msisdn).toBe('250788123456');
  });
});
