import type { Db } from '~/server/core/db/client';
import type { PurchaseWriter } from './purchase-writer';
import type { PaymentKind } from './record';

/**
 * What each kind of payment buys, and what lapses with time apart from payments (a child
 * held past its minutes, swept by the poller). The resources write their own rows; the
 * composition root (src/server/routes.ts) builds this table from them and app.ts passes
 * it in with the payment code's other dependencies (`PaymentDeps.purchases`), so this
 * shared machinery never imports a resource's folder and nothing is registered by an
 * import's side effect.
 */
export interface Purchases {
  /** The writer of a kind of payment's purchase. */
  writer(kind: PaymentKind): PurchaseWriter;
  /** Runs every sweep; answers how many records they let go of, summed. */
  sweepLapsed(db: Db, now: Date): Promise<number>;
}

export function purchasesOf(
  writers: Record<PaymentKind, PurchaseWriter>,
  sweepers: ((db: Db, now: Date) => Promise<number>)[] = [],
): Purchases {
  return {
    writer: (kind) => writers[kind],
    async sweepLapsed(db, now) {
      let total = 0;
      for (const sweep of sweepers) total += await sweep(db, now);
      return total;
    },
  };
}
