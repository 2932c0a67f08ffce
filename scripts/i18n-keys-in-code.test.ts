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

  it("checks a schema's key makers in their own namespace", () => {
    expect(check(`messageKey('contact.name'); requiredText('contact.name', 80); adminMessageKey('sms.text');`)).toEqual(
      [],
    );
    // A dashboard-only message is not in the visitors' namespace, nor theirs in the dashboard's.
    expect(check(`messageKey('sms.text'); emailField('sms.phone'); adminMessageKey('contact.name');`)).toEqual([
      'validation:sms.text',
      'validation:sms.phone',
      'adminValidation:contact.name',
    ]);
    expect(check(`requiredText(adminMessageKey('departure.message'), 2000);`)).toEqual([]);
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
