import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserContractsSource } from './browser-contracts';

const folder = path.resolve(import.meta.dirname, '../src/shared/contracts');
const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** What the browser needs of a module's exports: each contract's method and url, nothing else. */
function routesOf(value: unknown): unknown {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const o = value as Record<string, unknown>;
  if (typeof o.method === 'string' && typeof o.url === 'string') return { method: o.method, url: o.url };
  const out = Object.entries(o).flatMap(([k, v]) => {
    const kept = routesOf(v);
    return kept === undefined ? [] : [[k, kept]];
  });
  return Object.fromEntries(out);
}

async function evaluate(code: string): Promise<Record<string, unknown>> {
  return { ...((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as object) };
}

describe("the browser's copy of the route contracts", () => {
  it.each(files)('%s: every contract keeps its method and url, and no schema', async (file) => {
    const source = readFileSync(path.join(folder, file), 'utf8');
    const browser = browserContractsSource(source, file);
    expect(browser).not.toMatch(/^\s*import\b|\bz\.|Schema/m);
    const real = (await import(`../src/shared/contracts/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const wanted = Object.fromEntries(
      Object.entries(real).flatMap(([k, v]) => {
        const kept = typeof v === 'function' ? undefined : routesOf(v);
        return kept === undefined ? [] : [[k, kept]];
      }),
    );
    expect(await evaluate(browser)).toEqual(wanted);
  });

  it('refuses a contract whose method or url is not a plain string', () => {
    const code =
      "import { contract } from '~/shared/contract';\nconst url = '/api/x';\nexport const x = { one: contract({ method: 'GET', url }) };";
    expect(() => browserContractsSource(code, 'x.ts')).toThrow(/x\.ts:3:.*names its method and url as plain strings/);
  });
});
