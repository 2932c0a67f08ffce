import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { contentVersion } from '~/server/core/db/cache-schema';
import { siteSettings } from '~/server/core/db/settings-schema';
import { type SiteSettings, identitySchema } from '~/shared/schemas/site-settings';
import { defaultSettings } from './defaults';

export type Identity = SiteSettings['identity'];

/**
 * The organisation's identity as staff saved it (Site settings), for server code that
 * is not a page: every e-mail. Kept per server configuration and keyed by the content
 * version, like the pages' `siteContentReader`: a save on any instance moves the version.
 *
 * It answers with at most one small query, through the caller's `db`, which may be a
 * transaction (a payment's receipt is built inside its settlement; on the embedded
 * database a query outside it would wait for it to end). The query reads the version
 * and, only when that moved from the one cached, the identity row beside it. A caller
 * whose own query already read the version (`contentVersionColumn`) makes no query at
 * all while nothing changed.
 */

/** The content version, as a column of a query a message makes anyway. */
export const contentVersionColumn = () =>
  sql<number>`(SELECT ${contentVersion.version} FROM ${contentVersion} WHERE ${contentVersion.id} = 1)`.mapWith(Number);

interface Cached {
  version: number;
  /** A save in this process clears every entry at once (see `forgetSavedIdentity`). */
  saves: number;
  identity: Identity;
}
const cache = new WeakMap<Config['org'], Cached>();
let saves = 0;

/**
 * Called after a section is saved. The version key covers saves on other instances;
 * this covers one made here whose version number a rolled-back transaction had already
 * read (and cached) inside its own uncommitted bump.
 */
export function forgetSavedIdentity(): void {
  saves++;
}

/** The cached identity when it is of this version and no save here came after it. */
const freshAt = (c: Cached | undefined, version: number | undefined): Identity | undefined =>
  c && c.saves === saves && version !== undefined && c.version === version ? c.identity : undefined;

export async function readIdentity(db: Db, config: Pick<Config, 'org'>, knownVersion?: number): Promise<Identity> {
  const cached = cache.get(config.org);
  const known = freshAt(cached, knownVersion);
  if (known) return known;
  const seenAt = saves;
  const cachedVersion = cached && cached.saves === saves ? cached.version : -1;
  const [row] = await db
    .select({ version: contentVersion.version, value: siteSettings.value })
    .from(contentVersion)
    .leftJoin(siteSettings, and(eq(siteSettings.section, 'identity'), ne(contentVersion.version, cachedVersion)))
    .where(eq(contentVersion.id, 1));
  const version = Number(row?.version ?? 0);
  const same = freshAt(cached, version);
  if (same) return same;
  // Never saved (or saved under a schema since narrowed): the first values, as the pages show.
  const parsed = row?.value == null ? null : identitySchema.safeParse(row.value);
  const identity = parsed?.success ? parsed.data : defaultSettings(config).identity;
  if (seenAt === saves) cache.set(config.org, { version, saves, identity });
  return identity;
}
