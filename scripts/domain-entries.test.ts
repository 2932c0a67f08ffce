import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOMAINS, entryOf, wrongDomainImport } from './server-domains';
import { filesUnder, resolveImport, root } from './server-graph';

/**
 * Another domain is imported only through its entry (docs/architecture.md, "Domains and
 * their entries"). A failure names the import; `npx tsx scripts/domain-imports.ts` routes
 * it through the entry. A test may name a module it replaces (vi.mock) and its types.
 */
function wrongImports(): string[] {
  const wrong: string[] = [];
  for (const file of filesUnder('src/server')) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const mocked = new Set([...text.matchAll(/vi\.mock\(\s*['"]([^'"]+)['"]/g)].map((m) => resolveImport(m[1]!, file)));
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const to = resolveImport(fileName, file);
      if (!to || mocked.has(to)) continue;
      const why = wrongDomainImport(file, to);
      if (why) wrong.push(why);
    }
  }
  return wrong;
}

describe('domains and their entries', () => {
  it('tells an import of another domain’s inner file, and of one’s own entry, from an import of an entry', () => {
    expect(wrongDomainImport('src/server/my-giving/routes.ts', 'src/server/giving/recurring/texts.ts')).toMatch(
      /through src\/server\/giving\/index\.ts/,
    );
    expect(wrongDomainImport('src/server/routes.ts', 'src/server/giving/payments/routes.ts')).toMatch(/through/);
    expect(wrongDomainImport('src/server/giving/recurring/giving.ts', 'src/server/giving/index.ts')).toMatch(
      /its own domain's entry/,
    );
    expect(wrongDomainImport('src/server/my-giving/routes.ts', 'src/server/giving/index.ts')).toBeNull();
    expect(
      wrongDomainImport('src/server/giving/recurring/giving.ts', 'src/server/giving/links/giving-token.ts'),
    ).toBeNull();
    expect(wrongDomainImport('src/server/giving/recurring/giving.ts', 'src/server/core/mail/notify.ts')).toBeNull();
  });

  it('every domain has an entry and a README', () => {
    expect(DOMAINS.length).toBeGreaterThan(5);
    for (const domain of DOMAINS) {
      expect(existsSync(path.join(root, entryOf(domain))), entryOf(domain)).toBe(true);
      expect(existsSync(path.join(root, `src/server/${domain}/README.md`)), `${domain}/README.md`).toBe(true);
    }
  });

  it('an entry only re-exports files of its own folder', () => {
    for (const domain of DOMAINS) {
      const file = entryOf(domain);
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles)
        expect(fileName, `${file} re-exports ${fileName}`).toMatch(/^\.\/[\w-]/);
    }
  });

  it('no file of src/server imports another domain’s inner file', () => {
    expect(wrongImports()).toEqual([]);
  });
});
