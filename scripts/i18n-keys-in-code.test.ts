import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, checkTree, loadKeys } from './i18n-keys-in-code';

const locales = path.resolve(import.meta.dirname, '../src/shared/i18n/locales');
const keys = loadKeys(locales);
const check = (code: string) => checkSource('x.tsx', code, keys).map((p) => p.key);

describe('translation keys used in code', () => {
  it('finds a typo in a qualified key, a bare key and a template prefix', () => {
    expect(check(`const m = 'validation:donation.amountt';`)).toEqual(['validation:donation.amountt']);
    expect(check(`t('nav.homme');`)).toEqual(['nav.homme']);
    expect(check('t(`noSuchPrefixAnywhere.${x}`);')).toEqual(['noSuchPrefixAnywhere.…']);
  });

  it('accepts keys that exist, plural stems, other strings and unknown namespaces', () => {
    const [ns, nsKeys] = [...keys.entries()].find(([, set]) => set.size > 10)!;
    const some = [...nsKeys].find((k) => k.includes('.'))!;
    expect(check(`const a = '${ns}:${some}'; t('${some}'); t('${some.split('.').at(-1)}');`)).toEqual([]);
    expect(check(`const url = 'https://example.org'; const b = 'mailto:x'; f('not.a.key');`)).toEqual([]);
  });

  it('finds nothing wrong in the code as it is', () => {
    expect(checkTree(path.resolve(import.meta.dirname, '../src'), locales)).toEqual([]);
  });
});
