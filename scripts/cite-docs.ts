/**
 * `npx tsx scripts/cite-docs.ts`: rewrites every citation of the specification, design and
 * style files the team keeps beside the repository (a newcomer's clone has none of them) to
 * the repository's own docs (issue 38.5, docs/conventions.md). Deterministic and
 * idempotent: no rewritten text holds an old citation, so a second run changes nothing.
 * A citation it cannot place (a design section without a home in docs/) stops it, naming
 * the file, rather than guessing. scripts/cite-docs.test.ts fails while one remains.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** An old citation: the three outside files, by the names comments gave them. */
export const OUTSIDE_CITATION = /\b(?:SPEC|DESIGN|STYLE)\b/;

export const ROOTS = ['src', 'scripts', 'tests'];
const CHECKED = /\.(ts|tsx|md)$/;
/** This codemod and its check name the old citations on purpose. */
export const SELF = ['scripts/cite-docs.ts', 'scripts/cite-docs.test.ts'];

/** The specification's sections, as headings of docs/product.md. */
const PRODUCT: Record<string, string> = {
  '1': 'who-it-is-for',
  '2': 'public-pages',
  '3': 'records',
  '4': 'states-and-transitions',
  '5': 'validation',
  '6': 'roles',
  '7': 'api-calls',
  '8': 'error-and-success-texts',
  '9': 'limits-and-constants',
};

/** The design's sections, each where the repository keeps it now. */
const DESIGN: Record<string, string> = {
  '1': 'docs/product.md#who-it-is-for',
  '2': 'docs/architecture.md',
  '3': 'docs/product.md#how-we-read-it',
  '4': 'docs/product.md#where-we-go-further',
  '5': 'docs/quality.md',
  '6': 'docs/payments.md',
  '7': 'docs/data-protection.md',
  '8': 'docs/children-protection.md',
  '9': 'docs/decisions/013-staff-roles-and-sign-in.md',
  '10': 'docs/operations.md',
  '11': 'docs/operations.md#text-message-gateways',
  '14': 'docs/sponsor-health.md',
  '15': 'docs/operations.md#e-mail',
  '16': 'docs/architecture.md',
};

/** A page of the specification named in parentheses, as its heading in docs/product.md. */
const PAGES: Record<string, string> = {
  Home: 'home',
  About: 'about',
  'What We Do': 'what-we-do',
  'Get Involved': 'get-involved',
};

const product = (section: string) => {
  const anchor = PRODUCT[section];
  if (!anchor) throw new Error(`no heading of docs/product.md for the specification's section ${section}`);
  return `docs/product.md#${anchor}`;
};

/** Where a design section lives; section 5 and 14 by what the sentence before speaks of. */
function design(section: string, before: string): string {
  const near = before.slice(-160);
  if (section === '5') {
    if (/budget/i.test(near)) return 'docs/quality.md#absolute-budgets';
    if (/JavaScript/.test(near)) return 'docs/quality.md#light-public-pages';
    return 'docs/quality.md#outside-calls-stay-outside-transactions';
  }
  if (section === '14' && /pre-approval/i.test(near)) return 'docs/payments.md#mtn-momo-pre-approval';
  const doc = DESIGN[section];
  if (!doc) throw new Error(`no home in docs/ for the design's section ${section}: write one, then map it here`);
  return doc;
}

/** `4 and 9`, `3, 5, 7 and 8` -> the section numbers. */
const numbers = (list: string) => list.match(/\d+/g) ?? [];
const joined = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** A rule's replacement: from the match's groups ('' when a group did not take part) and the text before it. */
type Rule = [RegExp, (groups: string[], before: string) => string];
const fixed = (to: string) => () => to;

/** Most particular first: whole phrases that would read badly word by word, then the forms. */
const RULES: Rule[] = [
  // Phrases.
  [
    /DESIGN 8's fields of SPEC's child calls/g,
    fixed('The fields docs/children-protection.md adds to the child calls of docs/product.md#api-calls'),
  ],
  [
    /DESIGN 8, children protected by design: SPEC's child calls/g,
    fixed('Children protected by design (docs/children-protection.md): the child calls of docs/product.md#api-calls'),
  ],
  [/DESIGN 8, a child leaving:/g, fixed('A child leaving (docs/children-protection.md#a-child-leaving):')],
  [
    /DESIGN\.md: "under 100 KB of JavaScript before(\s*\*?\s*)interaction on a public page"/g,
    ([ws]) => `docs/quality.md#light-public-pages: no JavaScript before${ws}interaction on a public page`,
  ],
  [
    /DESIGN: "No card data or PIN is ever stored or logged\."/g,
    fixed('docs/payments.md#cards-never-touch-our-server: "No card data or PIN is ever stored or logged."'),
  ],
  [/STYLE\.md: files small/g, fixed('docs/quality.md#small-files: files small')],
  [/SPEC's array where SPEC puts it/g, fixed('the array where docs/product.md#api-calls puts it')],
  [/never pages \(SPEC's\)/g, fixed('never pages (as in docs/product.md)')],
  [/the cart lives in the page, SPEC's\)/g, fixed('the cart lives in the page, as in docs/product.md)')],
  [/else SPEC's\./g, fixed('else those of docs/product.md#error-and-success-texts.')],
  [/as SPEC callers ask/g, fixed('as callers that follow docs/product.md ask')],
  [/its SPEC messages/g, fixed('its messages (docs/product.md#validation)')],
  [/after the SPEC's confirmation/g, fixed('after the confirmation of docs/product.md#validation')],
  [/SPEC 'Confirm Payment'/g, fixed("'Confirm Payment' (docs/product.md#states-and-transitions)")],
  [
    /SPEC section (\d+)'s(\s+(?:\*\s+)?)((?:[\w-]+ )*?)rules/g,
    ([n, ws, words]) => `the${ws}${words}rules of ${product(n!)}`,
  ],
  // The specification.
  [/SPEC \((Home|About|What We Do|Get Involved)\)/g, ([page]) => `docs/product.md#${PAGES[page!]}`],
  [
    /SPEC sections (\d+(?:(?:, | and )\d+)+)/g,
    ([list]) => `docs/product.md${joined(numbers(list!).map((n) => product(n).replace('docs/product.md', '')))}`,
  ],
  [/SPEC section (\d+)/g, ([n]) => product(n!)],
  [/\bthe SPEC's/g, fixed("docs/product.md's")],
  [/\bSPEC's/g, fixed("docs/product.md's")],
  [/\bSPEC\b/g, fixed('docs/product.md')],
  // The design.
  // A citation broken over two lines of a comment: the doc goes on the second line, where the section was.
  [/ DESIGN(?:\.md)?(\s*\n[ \t]*\*?[ \t]*)section (\d+)/g, ([ws, n], before) => `${ws}${design(n!, before)}`],
  [
    /\bDESIGN(?:\.md)? (\d+)((?:, \d+)+)/g,
    ([first, rest], before) => joined([first!, ...numbers(rest!)].map((n) => design(n, before))),
  ],
  [
    /\bDESIGN(?:\.md)?(?: \(section (\d+)\)|\s*\*?\s*section (\d+)| (\d+))/g,
    ([a, b, c], before) => design(a || b || c!, before),
  ],
  // The style.
  [/\bSTYLE(?:\.md)?/g, fixed('docs/conventions.md')],
];

/** One rule over the text: each match's groups and offset, as String.replace hands them over. */
function apply(text: string, [pattern, replace]: Rule): string {
  return text.replace(pattern, (...args: unknown[]) => {
    const at = args.findIndex((arg) => typeof arg === 'number');
    const groups = args.slice(1, at).map((group) => (typeof group === 'string' ? group : ''));
    return replace(groups, text.slice(0, Number(args[at])));
  });
}

/** `(docs/x.md, docs/x.md)` once a section and its doc were both cited: the doc once. */
const TWICE = /(docs\/[\w./#-]+)(?:, |; )\1(?![\w/#.-])/g;

/** The text with every old citation rewritten; throws on one it cannot place. */
export function citeDocs(text: string): string {
  const out = RULES.reduce(apply, text).replace(TWICE, '$1');
  if (OUTSIDE_CITATION.test(out)) {
    const line = out.split('\n').find((l) => OUTSIDE_CITATION.test(l));
    throw new Error(`an old citation the codemod does not know: ${line?.trim()}`);
  }
  return out;
}

const root = path.resolve(import.meta.dirname, '..');

function* walk(dir: string): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (CHECKED.test(entry.name)) yield full;
  }
}

/** Files under src/, scripts/ and tests/ that still cite an outside file, relative to the root. */
export function citingFiles(): string[] {
  const found: string[] = [];
  for (const dir of ROOTS) {
    for (const file of walk(path.join(root, dir))) {
      const relative = path.relative(root, file);
      if (SELF.includes(relative)) continue;
      if (OUTSIDE_CITATION.test(readFileSync(file, 'utf8'))) found.push(relative);
    }
  }
  return found;
}

/** Every `docs/<file>.md#<anchor>` cited under src/, scripts/ and tests/, with the citing file. */
export function citedDocs(): { file: string; doc: string; anchor: string }[] {
  const cited: { file: string; doc: string; anchor: string }[] = [];
  for (const dir of ROOTS) {
    for (const file of walk(path.join(root, dir))) {
      const relative = path.relative(root, file);
      if (SELF.includes(relative)) continue;
      for (const [, doc, anchor] of readFileSync(file, 'utf8').matchAll(/\b(docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g)) {
        cited.push({ file: relative, doc: doc!, anchor: anchor ?? '' });
      }
    }
  }
  return cited;
}

function main() {
  let rewritten = 0;
  const files = citingFiles();
  for (const relative of files) {
    const file = path.join(root, relative);
    const text = readFileSync(file, 'utf8');
    const count = text.match(new RegExp(OUTSIDE_CITATION.source, 'g'))?.length ?? 0;
    try {
      writeFileSync(file, citeDocs(text));
    } catch (error) {
      throw new Error(`${relative}: ${(error as Error).message}`, { cause: error });
    }
    rewritten += count;
  }
  console.log(`Rewrote ${rewritten} citations in ${files.length} files.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
