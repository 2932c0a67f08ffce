/**
 * The translation keys the code uses exist in the English catalogues (and so, by the
 * catalogue check beside it, in every language): a typo would otherwise show the raw key.
 *
 * Read with the TypeScript parser over every non-test file under `src/`:
 * - every string literal of the form `namespace:path.to.key`, where `namespace` is one of
 *   the catalogues (zod messages, `t('validation:...')`, keys passed around as data), must
 *   name a key of that namespace exactly (or its plural forms, `key_one`/`key_other`);
 * - the first argument of a call to a translating function (`t`, `tr`, `tri`, `translate`,
 *   `x.t`, ...) that is a literal without a namespace must be a key of some namespace, read
 *   whole or after a key prefix (a `getFixedT` prefix or a nested component's own part);
 * - a template literal there (`status.${kind}`) must start a key of some namespace;
 * - the first argument of a schema's key maker (`messageKey`, `adminMessageKey`,
 *   `requiredText`, `emailField`: src/shared/schemas/common.ts) that is a literal without a
 *   namespace must be a key of the namespace it makes keys in.
 * The namespace a bare key is read in is decided at run time (`useT(ns)`, `getFixedT`), so
 * a bare key is checked against every namespace: a typo still finds none.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface KeyProblem {
  file: string;
  line: number;
  key: string;
  why: string;
}

type Tree = Record<string, unknown>;
const flatten = (obj: Tree, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** The English keys by namespace, and every key of every namespace with its plural stem. */
export function loadKeys(localesRoot: string): Map<string, Set<string>> {
  const dir = path.join(localesRoot, 'en');
  const byNs = new Map<string, Set<string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const keys = flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree);
    const withStems = new Set(keys);
    for (const k of keys) {
      const plural = /_(zero|one|two|few|many|other)$/.exec(k);
      if (plural) withStems.add(k.slice(0, plural.index));
    }
    byNs.set(file.replace(/\.json$/, ''), withStems);
  }
  return byNs;
}

const TRANSLATORS = new Set(['t', 'tr', 'tri', 'translate', 'tt', 'pt', 'st']);
/** The schemas' key makers and the namespace each puts a bare key in. */
const KEY_MAKERS = new Map<string, string>(
  Object.entries({
    messageKey: 'validation',
    adminMessageKey: 'adminValidation',
    requiredText: 'validation',
    emailField: 'validation',
  }),
);
const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

export function checkSource(file: string, text: string, keys: Map<string, Set<string>>): KeyProblem[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const all = [...keys.values()];
  const anywhere = (key: string) => all.some((set) => set.has(key) || [...set].some((k) => k.endsWith(`.${key}`)));
  const starts = (prefix: string) =>
    all.some((set) => [...set].some((k) => k.startsWith(prefix) || k.includes(`.${prefix}`)));
  const problems: KeyProblem[] = [];
  const report = (node: ts.Node, key: string, why: string) =>
    problems.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, key, why });

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const m = /^([a-zA-Z]+):([\w.-]+)$/.exec(node.text);
      if (m && keys.has(m[1]!) && !keys.get(m[1]!)!.has(m[2]!)) report(node, node.text, `no key ${m[2]} in ${m[1]}`);
    }
    if (ts.isCallExpression(node) && TRANSLATORS.has(calleeName(node) ?? '') && node.arguments.length > 0) {
      const arg = node.arguments[0]!;
      if ((ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) && !arg.text.includes(':')) {
        if (/^[\w-]+(\.[\w-]+)*$/.test(arg.text) && !anywhere(arg.text)) report(arg, arg.text, 'no such key');
      } else if (ts.isTemplateExpression(arg) && !arg.head.text.includes(':') && arg.head.text.length > 0) {
        if (!starts(arg.head.text)) report(arg, `${arg.head.text}…`, 'no key starts so');
      }
    }
    const maker = ts.isCallExpression(node) ? KEY_MAKERS.get(calleeName(node) ?? '') : undefined;
    const made = maker && (node as ts.CallExpression).arguments[0];
    if (made && (ts.isStringLiteral(made) || ts.isNoSubstitutionTemplateLiteral(made)) && !made.text.includes(':')) {
      if (!keys.get(maker)?.has(made.text)) report(made, `${maker}:${made.text}`, `no key ${made.text} in ${maker}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function checkTree(srcRoot: string, localesRoot: string): KeyProblem[] {
  const keys = loadKeys(localesRoot);
  return sourceFiles(srcRoot).flatMap((file) =>
    checkSource(path.relative(path.dirname(srcRoot), file), readFileSync(file, 'utf8'), keys),
  );
}
