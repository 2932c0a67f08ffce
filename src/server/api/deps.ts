import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';

/** What every route handler may use; given once to `registerApi`. */
export interface ApiDeps {
  db: Db;
  config: Config;
  /** Requests per minute per address for public POSTs (the 'public-write' rate limit). */
  publicWriteLimit: number;
}
