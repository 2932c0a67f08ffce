/**
 * Every key used in code exists in the English catalogues (`i18n-keys-in-code.ts`).
 * Every message key of the English catalogues must exist in every other language's
 * catalogues, and no catalogue may carry keys English does not have.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkTree } from './i18n-keys-in-code';

const root = path.resolve(import.meta.dirname, '../src/shared/i18n/locales');
const flatten = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(root, lang, ns), 'utf8')) as Record<string, unknown>;

const languages = readdirSync(root);
const namespaces = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
let problems = 0;
for (const lang of languages.filter((l) => l !== 'en')) {
  for (const ns of namespaces) {
    let other: Record<string, unknown>;
    try {
      other = load(lang, ns);
    } catch {
      console.error(`${lang}/${ns}: missing catalogue`);
      problems++;
      continue;
    }
    const en = new Set(flatten(load('en', ns)));
    const theirs = new Set(flatten(other));
    const report = (msg: string) => {
      problems++;
      console.error(`${lang}/${ns}: ${msg}`);
    };
    for (const k of en) if (!theirs.has(k)) report(`missing ${k}`);
    for (const k of theirs) if (!en.has(k)) report(`unknown key ${k}`);
  }
}
// English itself: every namespace parses.
for (const ns of namespaces) flatten(load('en', ns));
// Every key the code uses exists (scripts/i18n-keys-in-code.ts).
for (const p of checkTree(path.resolve(import.meta.dirname, '../src'), root)) {
  problems++;
  console.error(`${p.file}:${p.line}: ${p.key}: ${p.why}`);
}
if (problems) {
  console.error(`${problems} problem(s) in the message catalogues`);
  process.exit(1);
}
console.log(
  `i18n: ${languages.length} language(s), ${namespaces.length} namespace(s), all keys present, every key used in code exists`,
);
