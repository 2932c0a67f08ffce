import type { Db } from '~/server/core/db/client';
import type { PurchaseWriter } from './purchase-writer';
import type { PaymentKind } from './record';

/**
 * Each kind of payment's writer: the resources write their own rows, and register their
 * writers from src/server/routes.ts, so this shared machinery never imports a
 * resource's folder (lint: eslint.config.js's infrastructure zone).
 */
const writers = new Map<PaymentKind, PurchaseWriter>();
/** What lapses with time apart from payments (a child held past its minutes), swept by the poller. */
const sweepers: ((db: Db, now: Date) => Promise<number>)[] = [];

export function registerPurchaseWriters(
  registered: Record<PaymentKind, PurchaseWriter>,
  sweep: ((db: Db, now: Date) => Promise<number>)[] = [],
): void {
  for (const [kind, writer] of Object.entries(registered)) writers.set(kind as PaymentKind, writer);
  sweepers.splice(0, sweepers.length, ...sweep);
}

export function purchaseWriter(kind: PaymentKind): PurchaseWriter {
  const writer = writers.get(kind);
  if (!writer) throw new Error(`No purchase writer registered for ${kind} payments (src/server/routes.ts)`);
  return writer;
}

/** Runs every registered sweep; answers how many records each let go of, summed. */
export async function sweepLapsed(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (const sweep of sweepers) total += await sweep(db, now);
  return total;
}
