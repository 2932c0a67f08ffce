import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * docs/quality.md#outside-calls-stay-outside-transactions: never wait on the outside world inside a database transaction. On
 * the embedded database one open transaction stalls every other request of the site;
 * on PostgreSQL each one holds a pooled connection. Every transaction opened through
 * `db.transaction` is marked (an AsyncLocalStorage flag that follows its awaits), and
 * the code that talks to the outside world (payment providers' HTTP calls, the SMTP
 * and file mail transports) calls `assertOutsideTransaction` first: a call from inside a
 * transaction, however many functions deep, fails at once and loudly, in the tests and
 * in production, instead of stalling the site.
 */
const inTransaction = new AsyncLocalStorage<string>();

export class OutsideCallInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} called inside a database transaction: commit first, call, then settle (docs/quality.md#outside-calls-stay-outside-transactions)`,
    );
    this.name = 'OutsideCallInTransactionError';
  }
}

/** Throws when the caller runs inside a transaction opened by `db.transaction`. */
export function assertOutsideTransaction(what: string): void {
  if (inTransaction.getStore()) throw new OutsideCallInTransactionError(what);
}

/** Whether the caller runs inside a transaction (for tests). */
export const insideTransaction = (): boolean => inTransaction.getStore() !== undefined;

/** Marks every transaction of this database (openDatabase calls it once on its Drizzle database). */
export function markTransactions<T extends object>(db: T): T {
  type Run = (tx: unknown) => Promise<unknown>;
  const target = db as unknown as { transaction: (run: Run, config?: unknown) => Promise<unknown> };
  const transaction = target.transaction.bind(target);
  const marked = (run: Run, config?: unknown) =>
    transaction((tx) => inTransaction.run('transaction', () => run(tx)), config);
  Object.defineProperty(db, 'transaction', { value: marked, configurable: true, writable: true });
  return db;
}
