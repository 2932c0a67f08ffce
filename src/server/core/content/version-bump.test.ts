import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public caches key on `content_version`, and nothing in the database bumps it
 * (no-triggers.test.ts): every function that writes gifts, blog_posts, children or skills
 * must call `bumpContentVersion` (version-bump.ts) in its transaction. This scan reads the
 * application's code and the scripts and names each write whose function does not.
 */
const TABLES = ['gifts', 'blogPosts', 'children', 'skills'];
const SQL_TABLES = ['gifts', 'blog_posts', 'children', 'skills'];
const BUILDER_WRITE = new RegExp(String.raw`\.(?:insert|update|delete)\(\s*(?:${TABLES.join('|')})\s*\)`, 'g');
const SQL_WRITE = new RegExp(
  String.raw`\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?(?:${SQL_TABLES.join('|')})\b`,
  'g',
);
/** The helpers of audited-write.ts bump the version in the transaction they open around the write. */
const BUMP =
  /bumpContentVersion\(|\bauditedUpdate\(|\bauditedDelete\(|UPDATE content_version SET version = version \+ 1/;
/** A top-level declaration starts a new function (or object of functions) to look in. */
const DECLARATION = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function|const|let|class)\b/;

/** The lines (1-based) of writes to the content tables whose top-level declaration never bumps the version. */
function unbumpedWrites(source: string): number[] {
  const lines = source.split('\n');
  const starts = lines.flatMap((line, i) => (DECLARATION.test(line) ? [i] : []));
  const bounds = [0, ...starts.filter((i) => i > 0), lines.length];
  const found: number[] = [];
  for (let b = 0; b < bounds.length - 1; b++) {
    const chunk = lines.slice(bounds[b], bounds[b + 1]).join('\n');
    if (BUMP.test(chunk)) continue;
    for (const pattern of [BUILDER_WRITE, SQL_WRITE])
      for (const m of chunk.matchAll(pattern)) found.push(bounds[b]! + chunk.slice(0, m.index).split('\n').length);
  }
  return found.sort((x, y) => x - y);
}

const root = path.resolve(import.meta.dirname, '../../../..');
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return codeFiles(rel);
    return /\.(?:ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('every writer of public content bumps the content version', () => {
  it('finds a write without a bump, and is content with one in the same function', () => {
    const unbumped = [
      'import { gifts } from "./schema";',
      'export async function rename(tx: Db, id: string) {',
      '  await tx',
      '    .update(gifts)',
      '    .set({ name: "x" });',
      '}',
      'export const drop = (db: Db) => db.execute(sql`DELETE FROM blog_posts WHERE id = 1`);',
    ].join('\n');
    expect(unbumpedWrites(unbumped)).toEqual([4, 7]);
    const bumped = [
      'export async function rename(tx: Db, id: string) {',
      '  await tx.update(gifts).set({ name: "x" });',
      '  await bumpContentVersion(tx);',
      '}',
      'export const remove = (db: Db, id: string) =>',
      '  auditedDelete(db, target, (tx) => firstRow(tx.delete(gifts).where(eq(gifts.id, id)).returning()));',
      'export async function readOnly(tx: Db) {',
      '  return tx.select().from(children);',
      '}',
    ].join('\n');
    expect(unbumpedWrites(bumped)).toEqual([]);
  });

  it('in the application and the scripts', () => {
    // The audited helpers themselves bump, once the write is done.
    const helpers = readFileSync(path.join(root, 'src/server/core/content/audited-write.ts'), 'utf8');
    expect(helpers.match(/await bumpContentVersion\(tx\)/g)).toHaveLength(2);
    const files = [...codeFiles('src'), ...codeFiles('scripts')];
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) =>
      unbumpedWrites(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(missing).toEqual([]);
  });
});
