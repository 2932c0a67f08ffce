import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resourcesFor, namespaces } from './catalogues';
import { allLanguages, type Language } from './core';
import { Translator } from './translator';

/** i18next as this project configured it before our own translator replaced it: the reference. */
function reference(lng: Language, resources: Record<string, unknown>) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { [lng]: resources as never },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Every text's key (a plural's base key once), with the placeholders its forms name. */
function keysOf(tree: Record<string, unknown>, prefix = ''): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') {
      for (const [kk, names] of keysOf(v as Record<string, unknown>, path)) out.set(kk, names);
      continue;
    }
    const base = path.replace(/_(one|other)$/, '');
    const names = out.get(base) ?? new Set<string>();
    for (const m of String(v).matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)) names.add(m[1]!);
    out.set(base, names);
  }
  return out;
}

describe('the translator', () => {
  it.each(allLanguages)('answers as i18next did for every key of every catalogue (%s)', (lang) => {
    const resources = resourcesFor(lang, namespaces);
    const ours = new Translator(lang, resources);
    const theirs = reference(lang, resources);
    let compared = 0;
    for (const ns of namespaces)
      for (const [key, names] of keysOf(resources[ns] as Record<string, unknown>)) {
        const full = `${ns}:${key}`;
        const values = Object.fromEntries([...names].map((n, i) => [n, `v${i}`]));
        for (const vars of [
          undefined,
          values,
          { ...values, count: 0 },
          { ...values, count: 1 },
          { ...values, count: 7 },
        ]) {
          expect(ours.t(full, vars), `${lang} ${full} ${JSON.stringify(vars)}`).toBe(theirs.t(full, vars as never));
          compared++;
        }
      }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers as i18next does at the edges: missing keys and values, prefixes, objects, added bundles', () => {
    const resources = {
      common: {
        a: 'Hi {{name}} {{ other }}',
        n: { c_one: '{{count}} item', c_other: '{{count}} items' },
        o: { x: 'y' },
      },
      email: { page: { title: 'T' } },
    };
    const ours = new Translator('en', structuredClone(resources));
    const theirs = reference('en', structuredClone(resources));
    const cases: [string, Record<string, unknown>?][] = [
      ['a'],
      ['a', { name: 5 }],
      ['a', { name: null }],
      ['a', { name: true }],
      ['missing.key'],
      ['common:missing'],
      ['x:missing'],
      ['o'],
      ['missing', { defaultValue: 'D {{v}}', v: 1 }],
      ['n.c', { count: 0 }],
      ['n.c', { count: 1 }],
      ['email:page.title'],
    ];
    for (const [key, vars] of cases) expect(ours.t(key, vars), key).toBe(theirs.t(key, vars as never));
    expect(ours.getFixedT('en', 'common', 'n')('c', { count: 3 })).toBe('3 items');
    expect(ours.getFixedT('en', 'common', 'n')('zz')).toBe(theirs.getFixedT('en', 'common', 'n')('zz'));

    expect(ours.hasResourceBundle('en', 'giving')).toBe(false);
    ours.addResourceBundle('en', 'giving', { page: { hello: 'Hello {{who}}' } });
    ours.addResourceBundle('en', 'giving', { page: { hello: 'not kept', bye: 'Bye' } }, true, false);
    expect(ours.hasResourceBundle('en', 'giving')).toBe(true);
    expect(ours.getFixedT('en', 'giving', 'page')('hello', { who: 'Ana' })).toBe('Hello Ana');
    expect(ours.getFixedT('en', 'giving', 'page')('bye')).toBe('Bye');
    // The catalogues it was given are not changed by an added bundle.
    ours.addResourceBundle('en', 'common', { o: { added: 'z' } });
    expect(ours.t('o.added')).toBe('z');
    expect(resources.common.o).toEqual({ x: 'y' });
  });
});
