import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, root } from './server-graph';

/**
 * The web calls the API through its contracts only (docs/architecture.md, "Routes and their
 * contracts"): `call(api, contract, input)`, `browserCallTo`, the dashboard's `adminCall`, and
 * `contractPath(contract, params, query)` for a link (a download). No string or template in
 * src/web names an `/api/...` path, except in src/web/api/ (the one client). Comments may.
 */
const API_PATH = /(?:^|[^\w.~-])\/api[/?]/;

/** The `/api/...` strings and templates of one file, as `file:line: text`. */
export function apiPathsIn(file: string, source: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push(`${file}:${line}: ${node.getText(sf).replace(/\s+/g, ' ').slice(0, 120)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (API_PATH.test(node.text)) report(node);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      if (pieces.some((p) => API_PATH.test(p))) report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Every file of src/web outside src/web/api/ that names an API path, with its lines. */
function offenders(): string[] {
  return filesUnder('src/web')
    .filter((f) => !f.startsWith('src/web/api/'))
    .flatMap((f) => apiPathsIn(f, readFileSync(path.join(root, f), 'utf8')));
}

describe('the web names no API path (calls go through contracts)', () => {
  it('finds a path in a string, a template and an attribute; not in a comment, an import, another address or a rule of robots.txt', () => {
    const code = [
      `const a = api.get('/api/donors');`,
      'const b = adminFetch(`/api/recurring/${id}/status`);',
      'const c = `${origin}/api/x`;',
      `const d = <a href="/api/supporters/1/export">x</a>;`,
      `const e = "/api?x=1";`,
      `// GET /api/donors, in a comment`,
      `import { call } from '~/web/api/client';`,
      `import x from '../api/thing';`,
      `const f = 'https://example.org/api/v1';`,
      'const g = `/dashboard/api-keys/${id}`;',
      `const h = 'Disallow: /api';`,
    ].join('\n');
    expect(apiPathsIn('x.tsx', code).map((l) => l.split(':')[1])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('finds none in src/web outside src/web/api/', () => {
    // A failure lists each offender: call its route through the contract instead.
    expect(offenders()).toEqual([]);
  });
});
