import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { testServerForFile, type TestServer } from '~test/server';
import type { SubscriberRow } from './check-rows';
import { planSubscribers, writeSubscribers, type SubscriberPlan } from './write-subscribers';

/** Newsletter readers written a batch at a time (docs/importing.md, "What a batch costs"). */
let s: TestServer;
testServerForFile((t) => ({ s } = t));
const db = () => s.database.db;

/** The transaction, counting the statements begun on it (a query builder or a raw statement). */
function counted(tx: Db) {
  const count = { statements: 0 };
  const builders = new Set(['select', 'insert', 'update', 'delete', 'execute']);
  const proxy = new Proxy(tx, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key === 'string' && builders.has(key) && typeof value === 'function')
        return (...args: unknown[]) => {
          count.statements++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return value;
    },
  });
  return { tx: proxy, count };
}

const plansOf = (planned: Awaited<ReturnType<typeof planSubscribers>>) =>
  planned.flatMap((p) => ('plan' in p ? [p.plan] : []));

async function importBatch(rows: SubscriberRow[]) {
  const planned = await planSubscribers(
    db(),
    rows.map((record, i) => ({ row: i + 2, record })),
  );
  const plans: SubscriberPlan[] = plansOf(planned);
  let statements = 0;
  await db().transaction(async (raw) => {
    const { tx, count } = counted(raw as unknown as Db);
    await writeSubscribers(tx, plans);
    statements = count.statements;
  });
  return { outcomes: plans.map((p) => p.outcome), statements };
}

describe('writing a batch of newsletter readers', () => {
  it('writes the whole batch in a few statements, keeps what a row leaves empty, and changes nothing the second time', async () => {
    const [known] = await db()
      .insert(supporters)
      .values({ name: 'Known Reader', email: 'known@example.org', phone: '+250788600001', lang: 'fr' })
      .returning();
    await db().insert(subscriptions).values({ email: 'known@example.org', supporterId: known!.id });
    const [donor] = await db()
      .insert(supporters)
      .values({ name: 'Donor Only', email: 'donor@example.org', lang: 'rw' })
      .returning();
    const fresh = Array.from({ length: 60 }, (_, i) => ({
      email: `reader-${i}@example.org`,
      name: `Reader ${i}`,
      lang: i % 2 ? ('fr' as const) : null,
      subscribedOn: '2022-03-04',
    }));
    const rows: SubscriberRow[] = [
      ...fresh,
      { email: 'known@example.org', name: 'Known R. Reader', lang: null, subscribedOn: null },
      { email: 'donor@example.org', name: null, lang: null, subscribedOn: '2021-05-06' },
    ];

    const first = await importBatch(rows);
    expect(first.outcomes.filter((o) => o === 'created')).toHaveLength(61);
    expect(first.outcomes.at(-2)).toBe('updated');
    // One statement per step, not one per reader.
    expect(first.statements).toBeLessThanOrEqual(3);

    const emails = rows.map((r) => r.email);
    const people = await db().select().from(supporters).where(inArray(supporters.email, emails));
    expect(people).toHaveLength(62);
    const by = new Map(people.map((p) => [p.email, p]));
    expect(by.get('reader-0@example.org')).toMatchObject({ name: 'Reader 0', lang: 'en', phone: '' });
    expect(by.get('reader-1@example.org')).toMatchObject({ name: 'Reader 1', lang: 'fr' });
    expect(by.get('known@example.org')).toMatchObject({
      id: known!.id,
      name: 'Known R. Reader',
      lang: 'fr',
      phone: '+250788600001',
    });
    expect(by.get('donor@example.org')).toMatchObject({ id: donor!.id, name: 'Donor Only', lang: 'rw' });
    const subs = await db().select().from(subscriptions).where(inArray(subscriptions.email, emails));
    expect(subs).toHaveLength(62);
    const donorSub = subs.find((x) => x.email === 'donor@example.org')!;
    expect(donorSub).toMatchObject({ supporterId: donor!.id });
    expect(donorSub.createdAt.toISOString()).toBe('2021-05-06T12:00:00.000Z');
    const [consent] = await db().select().from(supporterConsents).where(eq(supporterConsents.supporterId, donor!.id));
    expect(consent).toMatchObject({ purpose: 'newsletter', givenSource: 'import', withdrawnAt: null });
    expect(consent!.givenAt!.toISOString()).toBe('2021-05-06T12:00:00.000Z');

    // The same rows again: nothing to write.
    const snapshot = async () => ({
      people: await db().select().from(supporters).where(inArray(supporters.email, emails)),
      subs: await db().select().from(subscriptions).where(inArray(subscriptions.email, emails)),
      consents: await db().select().from(supporterConsents),
    });
    const before = await snapshot();
    const again = await importBatch(rows);
    expect(new Set(again.outcomes)).toEqual(new Set(['unchanged']));
    expect(again.statements).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
