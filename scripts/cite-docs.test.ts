import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citeDocs, citedDocs, citingFiles } from './cite-docs';

const root = path.resolve(import.meta.dirname, '..');
/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) =>
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));

/**
 * Code cites the repository's own docs, never the specification, design or style files a
 * newcomer's clone does not have (docs/conventions.md). `npx tsx scripts/cite-docs.ts`
 * rewrites the old citations.
 */
describe('citations', () => {
  it('no file in src/, scripts/ or tests/ cites a file outside the repository', () => {
    expect(citingFiles()).toEqual([]);
  });

  it('every doc a file cites exists, and so does the heading it names', () => {
    const missing = citedDocs()
      .filter(({ doc, anchor }) => !existsSync(path.join(root, doc)) || (anchor && !anchorsOf(doc).includes(anchor)))
      .map(({ doc, anchor, file }) => `${file}: ${doc}${anchor ? `#${anchor}` : ''}`);
    expect(missing).toEqual([]);
  });

  it('rewrites each form of the old citations to the doc that now holds it', () => {
    const cases: [string, string][] = [
      [
        '/** What a visitor may see of a child (DESIGN 8): the name. */',
        '/** What a visitor may see of a child (docs/children-protection.md): the name. */',
      ],
      [
        ' * Staff roles (DESIGN section 9). Every',
        ' * Staff roles (docs/decisions/013-staff-roles-and-sign-in.md). Every',
      ],
      [' * A supporter (DESIGN.md section 7). Every', ' * A supporter (docs/data-protection.md). Every'],
      [' * family; DESIGN\n * section 8): the limits', ' * family;\n * docs/children-protection.md): the limits'],
      [
        '(DESIGN 8, 9: the viewer reads nothing personal)',
        '(docs/children-protection.md and docs/decisions/013-staff-roles-and-sign-in.md: the viewer reads nothing personal)',
      ],
      [
        'Sponsor health (DESIGN section 14, docs/sponsor-health.md): retention',
        'Sponsor health (docs/sponsor-health.md): retention',
      ],
      [
        'MTN MoMo pre-approval (DESIGN section 14): monthly',
        'MTN MoMo pre-approval (docs/payments.md#mtn-momo-pre-approval): monthly',
      ],
      [
        '// Outside every transaction (DESIGN section 5): inside one',
        '// Outside every transaction (docs/quality.md#outside-calls-stay-outside-transactions): inside one',
      ],
      ['the absolute budgets (DESIGN.md section 5,', 'the absolute budgets (docs/quality.md#absolute-budgets,'],
      [
        '/** SPEC: five core values and six core objectives. */',
        '/** docs/product.md: five core values and six core objectives. */',
      ],
      ["the page, SPEC's search (names)", "the page, docs/product.md's search (names)"],
      ['(SPEC section 5), without zod', '(docs/product.md#validation), without zod'],
      [
        '/** SPEC sections 4 and 9: the list',
        '/** docs/product.md#states-and-transitions and #limits-and-constants: the list',
      ],
      [
        "edit mode with one; SPEC section 5's blog rules.",
        'edit mode with one; the blog rules of docs/product.md#validation.',
      ],
      ['/** SPEC (What We Do): a Join Us', '/** docs/product.md#what-we-do: a Join Us'],
      ["// Delete, after the SPEC's confirmation.", '// Delete, after the confirmation of docs/product.md#validation.'],
      ['(STYLE.md: files small', '(docs/quality.md#small-files: files small'],
    ];
    for (const [before, after] of cases) expect(citeDocs(before)).toBe(after);
  });

  it('changes nothing on a second run, nor in text without an old citation', () => {
    const once = citeDocs("/** SPEC's flag (DESIGN 8, DESIGN section 10; docs/operations.md). */");
    expect(once).toBe("/** docs/product.md's flag (docs/children-protection.md, docs/operations.md). */");
    expect(citeDocs(once)).toBe(once);
    expect(citeDocs('const SPECIAL = "DESIGNER";')).toBe('const SPECIAL = "DESIGNER";');
  });

  it('stops on a design section without a home in docs/ rather than guessing', () => {
    expect(() => citeDocs('/** The field (DESIGN section 13). */')).toThrow(/section 13/);
  });
});
