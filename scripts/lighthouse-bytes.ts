/**
 * What `npm run lighthouse` (lighthouse.ts) weighs: a script gzip-compressed, and what a public
 * page's boot loader fetches at the first interaction (defer-hydration.ts).
 */
import { gzipSync } from 'node:zlib';
import type { BootPlan } from '~/shared/boot';

const gzipCache = new Map<string, number>();
/** What a script weighs gzip-compressed, whether or not the server compressed it. */
export async function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (size === undefined) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    size = gzipSync(body, { level: 9 }).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** The modules a public page's boot loader fetches on the first interaction, gzip. */
export async function interactionScripts(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const attribute = /<script data-boot="([^"]*)">/.exec(html)?.[1] ?? '';
  const plan = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&') || '{}') as BootPlan;
  const scripts = (plan.scripts ?? []).map((s) => s.src);
  const bootstrap = plan.scripts?.find((s) => s.module)?.src;
  const boot = bootstrap ? await (await fetch(new URL(bootstrap, url))).text() : '';
  const imports = [...boot.matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((m) => m[1]!);
  const all = new Set([...(plan.preloads ?? []), ...scripts, ...imports].map((p) => new URL(p, url).href));
  let total = 0;
  for (const u of all) total += await gzipSize(u);
  return total;
}
