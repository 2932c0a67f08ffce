import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The file a request path names, as the static server resolves it: percent-decoded,
 * with repeated slashes and dot segments removed. Checking the raw URL let
 * `/assets/%61nalysis-<hash>.js` through to the file `/assets/analysis-<hash>.js`.
 * A compressed copy the build wrote beside a file (`.br`, `.gz`) names that file: it
 * holds the same code. Null when the path cannot be decoded (no file is served for it).
 */
export function requestedFile(url: string): string | null {
  const raw = url.split(/[?#]/)[0]!;
  try {
    return path.posix.normalize(decodeURIComponent(raw).replaceAll('\\', '/')).replace(/\.(br|gz)$/, '');
  } catch {
    return null;
  }
}

// The sign-in pages (login.tsx, and its later steps login-*.tsx) are for people without a session yet.
const isAdminRoute = (key: string) =>
  /src\/web\/(routes|features)\/admin\//.test(key) && !/routes\/admin\/login(-[a-z]+)?\.tsx/.test(key);

/**
 * The built files only the admin dashboard uses (its routes, their lazy chunks such
 * as charts and the editor), read from Vite's manifest. The server refuses them to
 * anyone without a session, so no admin code reaches a visitor's browser.
 */
export function adminOnlyAssets(clientDir: string): Set<string> {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) return new Set();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.add(`/${chunk.file}`);
      for (const c of chunk.css ?? []) files.add(`/${c}`);
      for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(k);
    };
    roots.forEach(walk);
    return files;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const admin = reach(entries.filter(isAdminRoute));
  const everyoneElse = reach(entries.filter((k) => !isAdminRoute(k)));
  return new Set([...admin].filter((f) => !everyoneElse.has(f)));
}
