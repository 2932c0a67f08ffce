import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';

/**
 * What every route handler may use; given once to `registerApi`. A domain that brings
 * more adds it here from its own folder by augmenting this interface (the giving domain:
 * its payment gateway and what each payment buys, src/server/giving/deps.ts), so this
 * bottom floor names no domain.
 */
export interface ApiDeps {
  db: Db;
  config: Config;
  /** Requests per minute per address for public POSTs (the 'public-write' rate limit). */
  publicWriteLimit: number;
}
