/**
 * Routes every import from one domain of src/server into another through that domain's
 * entry (docs/architecture.md, "Domains and their entries"): in a file outside domain D
 * (core excepted), `import { a, type B } from '~/server/D/deep/path'` (or a relative
 * path, or `export { a } from ...`) becomes an import from `~/server/D`, and D's
 * `index.ts` gains `export { a, type B } from './deep/path'` when it lacks it. Idempotent:
 * on a rewritten tree it changes nothing. Run it after merging a branch that adds such
 * imports: `npx tsx scripts/domain-imports.ts` (`--dry-run` prints without changing).
 * What it cannot route (a default or namespace import, `export *`, a dynamic import) it
 * names and leaves for a person; the check (scripts/domain-entries.test.ts) then fails.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { DOMAINS, domainOfFile, entryOf } from './server-domains';
import { filesUnder, resolveImport, root } from './server-graph';

const dryRun = process.argv.includes('--dry-run');

/** An entry's re-exports: the module ('./giving/links/giving-token') to its names, each a value or a type. */
type Exports = Map<string, Map<string, 'value' | 'type'>>;

/** Formatted as `npx prettier` would, so that a second run finds the same text. */
async function formatted(file: string, text: string): Promise<string> {
  const abs = path.join(root, file);
  return prettier.format(text, { ...(await prettier.resolveConfig(abs)), filepath: abs });
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

const HEADER = (domain: string) =>
  `/**\n * The public face of src/server/${domain} (README.md beside it): the one file another part of\n * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).\n */\n`;

function readEntry(domain: string): { header: string; exports: Exports } {
  const file = entryOf(domain);
  const abs = path.join(root, file);
  const exports: Exports = new Map();
  if (!existsSync(abs)) return { header: HEADER(domain), exports };
  const text = readFileSync(abs, 'utf8');
  const source = parse(file, text);
  const first = source.statements[0];
  const header = first ? text.slice(0, first.getStart(source)) : text;
  for (const s of source.statements) {
    const ok =
      ts.isExportDeclaration(s) &&
      s.moduleSpecifier &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.exportClause &&
      ts.isNamedExports(s.exportClause);
    if (!ok)
      throw new Error(`${file}: an entry holds only \`export { ... } from './...'\` (found: ${s.getText(source)})`);
    const names = exports.get(s.moduleSpecifier.text) ?? new Map();
    exports.set(s.moduleSpecifier.text, names);
    for (const e of s.exportClause.elements) {
      if (e.propertyName) throw new Error(`${file}: an entry re-exports names as they are (${e.getText(source)})`);
      names.set(e.name.text, s.isTypeOnly || e.isTypeOnly ? 'type' : 'value');
    }
  }
  return { header: header.trim() ? header.replace(/\s*$/, '\n') : HEADER(domain), exports };
}

function writeEntry(domain: string, header: string, exports: Exports): string {
  const owner = new Map<string, string>();
  const lines: string[] = [];
  for (const module of [...exports.keys()].sort()) {
    const names = exports.get(module)!;
    for (const name of names.keys()) {
      const other = owner.get(name);
      if (other && other !== module) throw new Error(`${entryOf(domain)}: ${name} comes from ${other} and ${module}`);
      owner.set(name, module);
    }
    const sorted = [...names.keys()].sort((a, b) => a.localeCompare(b));
    const allTypes = sorted.every((n) => names.get(n) === 'type');
    const list = sorted.map((n) => (!allTypes && names.get(n) === 'type' ? `type ${n}` : n)).join(', ');
    lines.push(`export ${allTypes ? 'type ' : ''}{ ${list} } from '${module}';`);
  }
  return `${header}\n${lines.join('\n')}\n`;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const entries = new Map(DOMAINS.map((d) => [d, readEntry(d)]));
const left: string[] = [];
const changed: string[] = [];

for (const file of filesUnder('src/server')) {
  if (file.startsWith('src/server/core/') || DOMAINS.some((d) => file === entryOf(d))) continue;
  const mine = domainOfFile(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = parse(file, text);
  const edits: Edit[] = [];
  /** Per domain: the named imports routed to its entry, and the statements they came from. */
  const routed = new Map<string, { values: string[]; types: string[]; statements: ts.Statement[] }>();
  // A test that replaces a module (vi.mock) names that module, and may import its types from it.
  const mocked = new Set([...text.matchAll(/vi\.mock\(\s*['"]([^'"]+)['"]/g)].map((m) => resolveImport(m[1]!, file)));
  const target = (spec: string) => {
    const to = resolveImport(spec, file);
    const domain = to && domainOfFile(to);
    return domain && domain !== mine && to !== entryOf(domain) && !mocked.has(to) ? { to: to!, domain } : null;
  };
  const note = (node: ts.Node, why: string) =>
    left.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${why}`);

  for (const s of source.statements) {
    const isImport = ts.isImportDeclaration(s);
    if (!isImport && !ts.isExportDeclaration(s)) continue;
    const spec = s.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const hit = target(spec.text);
    if (!hit) continue;
    const { exports } = entries.get(hit.domain)!;
    const module = `./${path.posix.relative(`src/server/${hit.domain}`, hit.to).replace(/\.tsx?$/, '')}`;
    const names = exports.get(module) ?? new Map<string, 'value' | 'type'>();
    const add = (name: string, kind: 'value' | 'type') => {
      if (names.get(name) !== 'value') names.set(name, kind);
      exports.set(module, names);
    };
    if (isImport) {
      const clause = s.importClause;
      const bindings = clause?.namedBindings;
      if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
        note(s, `not a named import of ${spec.text}: route it by hand`);
        continue;
      }
      const group = routed.get(hit.domain) ?? { values: [], types: [], statements: [] };
      routed.set(hit.domain, group);
      group.statements.push(s);
      for (const e of bindings.elements) {
        const name = (e.propertyName ?? e.name).text;
        const asType = clause.isTypeOnly || e.isTypeOnly;
        add(name, asType ? 'type' : 'value');
        const local = e.propertyName ? `${name} as ${e.name.text}` : name;
        (asType ? group.types : group.values).push(local);
      }
    } else {
      if (!s.exportClause || !ts.isNamedExports(s.exportClause)) {
        note(s, `export * from ${spec.text}: name what passes`);
        continue;
      }
      for (const e of s.exportClause.elements) add((e.propertyName ?? e.name).text, s.isTypeOnly ? 'type' : 'value');
      edits.push({ start: spec.getStart(source), end: spec.getEnd(), text: `'~/server/${hit.domain}'` });
    }
  }
  // Imports from an entry the file already has are merged with the routed ones into one statement.
  for (const s of source.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const m = /^~\/server\/([^/]+)$/.exec(s.moduleSpecifier.text);
    const group = m && routed.get(m[1]!);
    const bindings = s.importClause?.namedBindings;
    if (!group || !bindings || !ts.isNamedImports(bindings) || s.importClause?.name) continue;
    group.statements.push(s);
    for (const e of bindings.elements) {
      const local = e.propertyName ? `${e.propertyName.text} as ${e.name.text}` : e.name.text;
      (s.importClause!.isTypeOnly || e.isTypeOnly ? group.types : group.values).push(local);
    }
  }
  for (const [domain, group] of routed) {
    const values = [...new Set(group.values)].sort((a, b) => a.localeCompare(b));
    const types = [...new Set(group.types)].filter((t) => !values.includes(t)).sort((a, b) => a.localeCompare(b));
    const list = values.length ? [...values, ...types.map((t) => `type ${t}`)] : types;
    const statement = `import ${values.length ? '' : 'type '}{ ${list.join(', ')} } from '~/server/${domain}';`;
    const [first, ...rest] = [...new Set(group.statements)].sort((a, b) => a.getStart(source) - b.getStart(source));
    edits.push({ start: first!.getStart(source), end: first!.getEnd(), text: statement });
    for (const s of rest) edits.push({ start: s.getFullStart(), end: s.getEnd(), text: '' });
  }
  if (!edits.length) continue;
  let next = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) next = next.slice(0, e.start) + e.text + next.slice(e.end);
  next = await formatted(file, next);
  if (next === text) continue;
  changed.push(file);
  console.log(`rewrote ${file}`);
  if (!dryRun) writeFileSync(path.join(root, file), next);
}

// Dynamic imports across domains are only named (vi.mock names the module it replaces: allowed).
for (const file of filesUnder('src/server').filter((f) => !f.startsWith('src/server/core/'))) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)) {
    const to = resolveImport(m[1]!, file);
    const domain = to && domainOfFile(to);
    if (domain && domain !== domainOfFile(file) && to !== entryOf(domain))
      left.push(`${file}: import('${m[1]}'): import it through ~/server/${domain}`);
  }
}

for (const [domain, { header, exports }] of entries) {
  const file = entryOf(domain);
  const abs = path.join(root, file);
  const next = await formatted(file, writeEntry(domain, header, exports));
  if (existsSync(abs) && readFileSync(abs, 'utf8') === next) continue;
  changed.push(file);
  console.log(`${existsSync(abs) ? 'rewrote' : 'created'} ${file}`);
  if (!dryRun) writeFileSync(abs, next);
}

for (const line of left) console.log(`left for a person: ${line}`);
console.log(`${changed.length} file(s) changed${dryRun ? ' (dry run: nothing changed)' : ''}, ${left.length} left`);
