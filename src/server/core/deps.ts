import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import type { PaymentGateway } from '~/server/giving/payments/gateway';

/** What every route handler may use; given once to `registerApi`. */
export interface ApiDeps {
  db: Db;
  config: Config;
  /** Requests per minute per address for public POSTs (the 'public-write' rate limit). */
  publicWriteLimit: number;
  /** Built once at start from the configuration (the sandbox unless providers are live). */
  gateway: PaymentGateway;
}
