import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLanguages, type Catalogue, type Language } from './core';

/**
 * The dashboard's catalogues: its layout hands them to every screen (adminValidation, the
 * messages of the forms only the dashboard checks in the browser, among them).
 */
export const DASHBOARD_NAMESPACES = [
  'admin',
  'adminContent',
  'adminSettings',
  'recurring',
  'records',
  'sponsorshipStates',
  'sms',
  'staff',
  'children',
  'childNews',
  'mail',
  'field',
  'adminValidation',
] as const;

/**
 * Every catalogue, for the server (API messages, e-mail) and for loaders that hand a
 * page the catalogues of its language: the public pages', the e-mails' and payments', the
 * field app's and the dashboard's. Never imported by browser code.
 */
export const namespaces = [
  'common',
  'validation',
  'public',
  'content',
  'email',
  'payments',
  'giving',
  'journeys',
  'fieldApp',
  ...DASHBOARD_NAMESPACES,
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The catalogues folder (src/shared/i18n/locales), found by walking up from this module: beside
 * it in the TypeScript source, above it in the server bundle (dist/server) and in React
 * Router's server build (build/server/assets), as migrations.ts finds drizzle/.
 */
function findLocales(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    for (const candidate of [path.join(dir, 'locales'), path.join(dir, 'src', 'shared', 'i18n', 'locales')]) {
      if (existsSync(path.join(candidate, 'en', 'common.json'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('src/shared/i18n/locales not found above the server code');
}

type Catalogues = Partial<Record<Language, Record<Namespace, Catalogue>>>;

function readCatalogues(): Catalogues {
  const folder = findLocales();
  const all: Catalogues = {};
  for (const lang of allLanguages) {
    if (!existsSync(path.join(folder, lang))) continue;
    all[lang] = Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        JSON.parse(readFileSync(path.join(folder, lang, `${ns}.json`), 'utf8')) as Catalogue,
      ]),
    ) as Record<Namespace, Catalogue>;
  }
  return all;
}

/**
 * Read from their JSON files once per process, not built into the code: the server bundle
 * and React Router's server build each carry a copy of this module, and both find the one
 * set of objects under this global key. As modules, each copy held the catalogues' text as
 * source and again as objects (about 5 MiB in all; docs/performance.md, "Memory").
 */
const KEY = Symbol.for('charity.catalogues');
const shared = globalThis as { [KEY]?: Catalogues };
const catalogues: Catalogues = (shared[KEY] ??= readCatalogues());

/** The languages whose catalogues exist. */
export const availableLanguages = Object.keys(catalogues) as Language[];

export function resourcesFor(lang: Language, ns: readonly Namespace[]): Record<string, Catalogue> {
  const set = catalogues[lang] ?? catalogues.en!;
  return Object.fromEntries(ns.map((n) => [n, set[n]]));
}
