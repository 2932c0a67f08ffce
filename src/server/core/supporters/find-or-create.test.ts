import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/server/core/db/client';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { usePgliteDatabase } from '~test/pglite';
import { usePostgresDatabase } from '~test/postgres';
import { findOrCreateSupporter, normaliseEmail, recordConsent } from './find-or-create';

/** One supporter per normalised address, whoever asks at the same time; latest details win; consents dated. */
function behaves(database: () => Database) {
  const db = () => database().db;

  it('finds the supporter of an address in any case and spacing, and keeps the latest details', async () => {
    const first = await findOrCreateSupporter(db(), { email: ' Mia@Example.org', name: 'Mia K', phone: '0788000001' });
    const again = await findOrCreateSupporter(db(), { email: 'mia@example.ORG ', name: 'Mia Kayitesi', lang: 'rw' });
    expect(again).toBe(first);
    const [row] = await db().select().from(supporters).where(eq(supporters.id, first!));
    expect(row).toMatchObject({ email: 'mia@example.org', name: 'Mia Kayitesi', phone: '0788000001', lang: 'rw' });
  });

  it('makes one supporter when two first records of an address are written at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db().transaction((tx) => findOrCreateSupporter(tx, { email: 'twins@example.org', name: `Twin ${i}` })),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const [n] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(supporters)
      .where(eq(supporters.email, 'twins@example.org'));
    expect(n?.n).toBe(1);
  });

  it('makes a supporter of each person known without an address, and none of nobody', async () => {
    const a = await findOrCreateSupporter(db(), { email: '  ', name: 'Cash Giver' });
    const b = await findOrCreateSupporter(db(), { name: 'Cash Giver' });
    expect(a).not.toBe(b);
    expect(await findOrCreateSupporter(db(), { email: '', name: ' ', phone: '' })).toBeNull();
    expect(normaliseEmail(' A@B.org ')).toBe('a@b.org');
    expect(normaliseEmail(null)).toBeNull();
  });

  it('records a consent and its withdrawal with their dates and sources', async () => {
    const id = (await findOrCreateSupporter(db(), { email: 'consent@example.org' }))!;
    const given = new Date('2026-01-01T00:00:00Z');
    const withdrawn = new Date('2026-02-01T00:00:00Z');
    await recordConsent(db(), { supporterId: id, purpose: 'newsletter', source: 'newsletter-confirm', at: given });
    await recordConsent(db(), {
      supporterId: id,
      purpose: 'newsletter',
      source: 'unsubscribe-link',
      at: withdrawn,
      withdrawn: true,
    });
    const [row] = await db().select().from(supporterConsents).where(eq(supporterConsents.supporterId, id));
    expect(row).toMatchObject({
      purpose: 'newsletter',
      givenAt: given,
      givenSource: 'newsletter-confirm',
      withdrawnAt: withdrawn,
      withdrawnSource: 'unsubscribe-link',
    });
  });
}

describe('findOrCreateSupporter on PGlite', () => {
  behaves(usePgliteDatabase());
});

describe('findOrCreateSupporter on PostgreSQL', () => {
  behaves(usePostgresDatabase());
});
