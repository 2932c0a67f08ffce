import type { PaymentGateway } from './payments/gateway';
import type { Purchases } from './payments/purchases';

/** What the giving domain adds to every handler's dependencies (src/server/core/deps.ts). */
declare module '~/server/core/deps' {
  interface ApiDeps {
    /** Built once at start from the configuration (the sandbox unless providers are live). */
    gateway: PaymentGateway;
    /** What each kind of payment buys (src/server/routes.ts builds it). */
    purchases: Purchases;
  }
}
