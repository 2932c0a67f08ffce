/**
 * The server's domains and their entries (docs/architecture.md, "Domains and their
 * entries"): each folder of src/server but core (the bottom: anything may import its
 * files), cli and web (the outer adapters, like main.ts, app.ts and routes.ts) is a
 * domain whose `index.ts` is the only file another folder of src/server imports.
 * Shared by the codemod (scripts/domain-imports.ts) and its check (domain-entries.test.ts).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './server-graph';

/** Folders of src/server that are not domains. */
export const NOT_DOMAINS = ['core', 'cli', 'web'];

export const DOMAINS: string[] = readdirSync(path.join(root, 'src/server'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !NOT_DOMAINS.includes(e.name))
  .map((e) => e.name)
  .sort();

/** The domain a repository file belongs to, or null (core, cli, web, the top files, outside src/server). */
export function domainOfFile(file: string): string | null {
  const m = /^src\/server\/([^/]+)\//.exec(file);
  return m && DOMAINS.includes(m[1]!) ? m[1]! : null;
}

export const entryOf = (domain: string) => `src/server/${domain}/index.ts`;

/** Where a file of src/server outside `core` may not import: another domain's file other than its entry, or its own domain's entry. */
export function wrongDomainImport(from: string, to: string): string | null {
  if (!from.startsWith('src/server/') || from.startsWith('src/server/core/')) return null;
  const source = domainOfFile(from);
  const target = domainOfFile(to);
  if (!target) return null;
  if (source === target)
    return to === entryOf(target) ? `${from} imports its own domain's entry (${to}): import the file itself` : null;
  return to === entryOf(target) ? null : `${from} imports ${to}: another domain is imported through ${entryOf(target)}`;
}
