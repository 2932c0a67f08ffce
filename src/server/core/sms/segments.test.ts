import { describe, expect, it } from 'vitest';
import { encodingOf, shapeOf, splitSms, toGsmFriendly } from '~/shared/sms-segments';
import { failedSms, newsSms, receiptSms, reminderSms } from './texts';
import type { Language } from '~/shared/i18n';

const langs: Language[] = ['en', 'rw', 'fr'];

describe('SMS length and splitting', () => {
  it('fits 160 GSM-7 characters in one message and splits the 161st into parts of 153', () => {
    expect(shapeOf('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(shapeOf('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    const parts = splitSms('a'.repeat(161));
    expect(parts.map((p) => p.length)).toEqual([153, 8]);
    expect(shapeOf('a'.repeat(306)).segments).toBe(2);
    expect(shapeOf('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character twice and never cuts it in half', () => {
    expect(shapeOf('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    const text = `${'a'.repeat(152)}€${'b'.repeat(10)}`;
    expect(shapeOf(text).segments).toBe(2);
    const parts = splitSms(text);
    expect(parts[0]).toBe('a'.repeat(152));
    expect(parts[1]!.startsWith('€')).toBe(true);
    expect(parts.join('')).toBe(text);
  });

  it('sends a text with one character outside GSM-7 as UCS-2: 70 in one, 67 per part, emoji never split', () => {
    expect(encodingOf('Merci, ça arrive')).toBe('ucs2');
    expect(shapeOf(`ê${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(shapeOf(`ê${'a'.repeat(70)}`).segments).toBe(2);
    const text = `${'a'.repeat(66)}😀${'b'.repeat(5)}`;
    const parts = splitSms(text);
    expect(parts[0]).toBe('a'.repeat(66));
    expect(parts[1]!.startsWith('😀')).toBe(true);
    expect(parts.join('')).toBe(text);
    for (const p of splitSms('ê'.repeat(200))) expect(p.length).toBeLessThanOrEqual(67);
  });

  it('turns typographic quotes, dashes and French spaces into GSM-7, keeping accented letters', () => {
    expect(toGsmFriendly('l\u2019enfant \u2014 10\u202f000 \u00abok\u00bb')).toBe('l\'enfant - 10 000 "ok"');
    expect(encodingOf(toGsmFriendly('Réf. 10\u202f000 RWF'))).toBe('gsm7');
  });
});

describe('messages in the three languages', () => {
  const receipt = {
    amountRwf: 10_000,
    method: 'momo' as const,
    purpose: { kind: 'child' as const, name: 'Aline' },
    reference: 'DN-1A2B3C4D',
  };

  it('puts a receipt in one GSM-7 message in English, Kinyarwanda and French, with amount, purpose and reference', () => {
    const texts = Object.fromEntries(langs.map((l) => [l, receiptSms(receipt, l)]));
    expect(texts.en).toBe(
      'Thank you! We received RWF 10,000 by MoMo for sponsoring Aline. Ref DN-1A2B3C4D. Reply STOP to stop SMS.',
    );
    expect(texts.rw).toContain('10,000 Frw');
    expect(texts.rw).toContain('HAGARIKA');
    expect(texts.fr).toContain('10 000 RWF');
    expect(texts.fr).toContain('parrainer Aline');
    for (const l of langs) {
      expect(texts[l]).toContain('DN-1A2B3C4D');
      expect(shapeOf(texts[l]!), l).toMatchObject({ encoding: 'gsm7', segments: 1 });
    }
  });

  it('keeps a reminder and a failure notice with its short link within one message', () => {
    for (const l of langs) {
      const reminder = reminderSms(
        { amountRwf: 30_000, method: 'momo', purpose: { kind: 'general' }, dueOn: '2026-12-05' },
        l,
      );
      const failed = failedSms(
        {
          amountRwf: 30_000,
          purpose: { kind: 'child', name: 'Aline' },
          period: '2026-12',
          link: 'https://hope.example.org/s/Ab3dE9xKpQ',
        },
        l,
      );
      expect(shapeOf(failed), `${l} failed`).toMatchObject({ segments: 1 });
      expect(failed).toContain('https://hope.example.org/s/Ab3dE9xKpQ');
      // A reminder is longer; it must still be whole and at most two parts, never cut mid-character.
      expect(shapeOf(reminder).segments, `${l} reminder`).toBeLessThanOrEqual(2);
      expect(splitSms(reminder).join('')).toBe(reminder);
    }
    expect(
      reminderSms({ amountRwf: 30_000, method: 'momo', purpose: { kind: 'general' }, dueOn: '2026-12-05' }, 'en'),
    ).toContain('December 5');
  });

  it("splits a long child's name or a French accent correctly instead of cutting the text", () => {
    const long = receiptSms(
      { ...receipt, purpose: { kind: 'child', name: 'Uwimana Marie-Claire Ishimwe Mukamana' } },
      'fr',
    );
    const shape = shapeOf(long);
    expect(shape.segments).toBe(2);
    expect(splitSms(long)).toHaveLength(2);
    expect(splitSms(long).join('')).toBe(long);
    const news = newsSms({ childName: 'Aline' }, 'fr');
    expect(shapeOf(news).encoding).toBe('ucs2'); // "boîte" needs UCS-2
    expect(splitSms(news).every((p) => p.length <= (shapeOf(news).segments > 1 ? 67 : 70))).toBe(true);
    expect(newsSms({ childName: 'Aline', link: 'https://x.org/s/Ab3dE9xKpQ' }, 'rw')).toContain('Aline');
  });
});
