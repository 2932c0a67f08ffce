import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { usePostgresDatabase } from '~test/postgres';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailOutbox, mailRecipientCounts } from '~/server/core/db/mail-schema';
import { type OutboxJob, outboxQueue } from './outbox-queue';
import { enqueueCapped } from './recipient-cap';
import { defaultRetryPolicy } from '~/server/core/jobs/retry';
import type { MailTransport } from './transport';
import { mailDraft } from '~test/outbox';

const cap = { perDay: 1, exempt: 'office@charity.example', capped: true, essential: false };
const draft = (eventKey: string, to: string) => mailDraft('contact-notice', eventKey, to);
const noTransport: MailTransport = { kind: 'file', send: async () => {}, close: () => {} };

/**
 * The outbox worker claims every 500 ms, on any instance, whatever else runs. A contact,
 * volunteer or subscription mail is queued on the pool, not in a transaction: an over-cap
 * message must never be committed as queued, not even for the moment between two statements,
 * or the worker may claim and send it (and a crash there would leave it queued). It is
 * written 'failed' with its reason, which the worker never claims. Here the worker's
 * own claim runs on another connection after every statement the pool commits.
 * PostgreSQL, whatever database the suite runs on: PGlite runs one statement at a time.
 */
describe('the recipient cap and the outbox worker', () => {
  const postgres = usePostgresDatabase();

  /** The pool's autocommitted statements, each followed by a claim of the worker's. */
  function watched(db: Db) {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const worker = outboxQueue(db, { MAIL_FROM: 'Charity <office@charity.example>' } as Config, noTransport, {
      ...defaultRetryPolicy,
    });
    const claimed: OutboxJob[] = [];
    let statements = 0;
    let claiming = false;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: typeof query }).query = async (...args) => {
      if (claiming) return query(...args);
      statements++;
      const result = await query(...args);
      claiming = true;
      try {
        claimed.push(...(await worker.claim(50)));
      } finally {
        claiming = false;
      }
      return result;
    };
    return {
      claimed,
      statements: () => statements,
      restore: () => delete (pool as unknown as { query?: unknown }).query,
    };
  }

  const rowsFor = (db: Db, eventKey: string) => db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey));
  const countOf = async (db: Db, address: string) => {
    const day = new Date().toISOString().slice(0, 10);
    const [row] = await db
      .select()
      .from(mailRecipientCounts)
      .where(and(eq(mailRecipientCounts.address, address), eq(mailRecipientCounts.day, day)));
    return row?.count ?? 0;
  };

  it('never lets the worker claim a message over the cap queued on the pool, in one statement', async () => {
    const db = postgres().db;
    const watch = watched(db);
    let before: number;
    let after: number;
    try {
      expect(await enqueueCapped(db, draft('pool-1', 'pool@example.com'), cap)).toBe('queued');
      before = watch.statements();
      expect(await enqueueCapped(db, draft('pool-2', 'Pool+again@example.com'), cap)).toBe('over-cap');
      after = watch.statements();
    } finally {
      watch.restore();
    }
    expect(watch.claimed.map((job) => job.subject)).toEqual(['Subject pool-1']);
    expect(await rowsFor(db, 'pool-2')).toMatchObject([{ status: 'failed', reason: 'over-cap' }]);
    expect(await countOf(db, 'pool@example.com')).toBe(1);
    // One statement, no transaction around it: the over-cap message is never written as queued.
    expect(after - before).toBe(1);
  });

  it('inside a transaction (a payment’s receipt) stays one statement and queues nothing over the cap', async () => {
    const db = postgres().db;
    const watch = watched(db);
    let inTransaction = 0;
    try {
      await db.transaction(async (tx) => {
        const client = (tx as unknown as { session: { client: pg.PoolClient } }).session.client;
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        (client as unknown as { query: typeof query }).query = (...args) => (inTransaction++, query(...args));
        try {
          expect(await enqueueCapped(tx, draft('tx-1', 'tx@example.com'), cap)).toBe('queued');
          expect(await enqueueCapped(tx, draft('tx-2', 'tx@example.com'), cap)).toBe('over-cap');
          expect(await enqueueCapped(tx, draft('tx-1', 'tx@example.com'), cap)).toBe('duplicate');
        } finally {
          delete (client as unknown as { query?: unknown }).query;
        }
      });
    } finally {
      watch.restore();
    }
    expect(watch.claimed).toEqual([]); // nothing was committed before the transaction was
    expect(await rowsFor(db, 'tx-1')).toHaveLength(1);
    expect(await rowsFor(db, 'tx-2')).toMatchObject([{ status: 'failed', reason: 'over-cap' }]);
    expect(await countOf(db, 'tx@example.com')).toBe(1);
    // One statement each (BEGIN and COMMIT are the caller's): no savepoint, no second statement.
    expect(inTransaction).toBe(3);
  });

  it('holds the cap, and counts a duplicate event once, under concurrent requests on the pool', async () => {
    const db = postgres().db;
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        enqueueCapped(db, draft(`race-${i}`, 'race@example.com'), { ...cap, perDay: 3 }),
      ),
    );
    expect(many.filter((r) => r === 'queued')).toHaveLength(3);
    expect(many.filter((r) => r === 'over-cap')).toHaveLength(5);
    expect(await countOf(db, 'race@example.com')).toBe(3);
    // The same event from several requests at once: queued and counted once. (Each request
    // that saw no key when it began counts, then gives its count back: a cap above them all.)
    const same = await Promise.all(
      Array.from({ length: 8 }, () => enqueueCapped(db, draft('twice', 'twice@example.com'), { ...cap, perDay: 100 })),
    );
    expect(same.filter((r) => r === 'queued')).toHaveLength(1);
    expect(same.filter((r) => r === 'duplicate')).toHaveLength(7);
    expect(await rowsFor(db, 'twice')).toHaveLength(1);
    expect(await countOf(db, 'twice@example.com')).toBe(1);
  });
});
