import { describe, expect, it } from 'vitest';
import giving from './locales/rw/giving.json';
import sms from './locales/rw/sms.json';

/**
 * Kinyarwanda speaks to a sponsor with the respectful plural (issue 39.17): -anyu, mu-/mw-, tuba-.
 * These words (case-sensitive: a bare-imperative button such as "Fungura …" stays) are the familiar singular that slipped back in with later features (address change, pre-approval).
 */
const FAMILIAR = [
  'yawe',
  'zawe',
  'rwawe',
  'wawe',
  'wowe',
  'ukoresheje',
  'fungura',
  'ugomba',
  'utarakanda',
  'utarabisabye',
  'wemeza',
  'nukanda',
  'Tukumenyesha',
  'ikubaza',
  'Wasabye',
  'Yihagarike',
];

const strings = (node: unknown, path = ''): [string, string][] =>
  typeof node === 'string'
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));

describe('sponsor-facing Kinyarwanda', () => {
  it.each([
    ['giving', giving],
    ['sms', sms],
  ])('%s.json uses the respectful plural', (_name, catalogue) => {
    const slips = strings(catalogue).filter(([, text]) =>
      FAMILIAR.some((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text)),
    );
    expect(slips).toEqual([]);
  });
});
