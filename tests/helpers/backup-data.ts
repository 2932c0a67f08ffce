import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { inject } from 'vitest';
import { type Database, type Db, openDatabase } from '~/server/core/db/client';
import { contactMessages } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { imageVariants } from '~/server/core/db/images-schema';
import { seedDemoContent } from '~/server/operations/demo/seed';
import { storeImage } from '~/server/core/images/store';
import { listTables, rowsOf } from '~/server/operations/backup/catalog';

/** A fresh, migrated, empty database in memory (from the run's template on PGlite runs). */
export async function freshPglite(): Promise<Database> {
  const file = inject('pgliteTemplate');
  return openDatabase(file ? { template: new Blob([readFileSync(file)]) } : {});
}

/** Seeds the demo content and adds records, photos (random pixels, so no two runs share one) and mail. */
export async function fillDatabase(db: Db, tag: string): Promise<string[]> {
  await seedDemoContent(db);
  const hashes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const raw = randomBytes(64 * 48 * 3);
    const png = await sharp(raw, { raw: { width: 64, height: 48, channels: 3 } })
      .png()
      .toBuffer();
    hashes.push(await storeImage(db, png));
  }
  await db.insert(contactMessages).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Écrivain ${tag} ${i} — “quotes” \\ back\nslash`,
      email: `w${i}@${tag}.example`,
      subject: `Subject ${i}`,
      message: `Murakoze ${i} 🙏`,
    })),
  );
  await db.insert(mailOutbox).values({
    kind: 'contact-notice',
    eventKey: `k-${tag}`,
    to: 'staff@example.org',
    subject: 'S',
    text: 'T',
    html: '<p>T</p>',
  });
  await db.insert(activityLog).values({ action: 'test', entity: 'backup', after: { tag, list: [1, 2.5, null] } });
  return hashes;
}

/** Every row of every table, each as PostgreSQL's JSON of it (images as hex), sorted: two equal exports hold the same data. */
export async function exportEverything(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await listTables(db)) {
    const rows = await rowsOf<{ j: string }>(
      db,
      sql`SELECT to_jsonb(t)::text AS j FROM ${sql.identifier(t.name)} t ORDER BY 1`,
    );
    out[t.name] = rows.map((r) => r.j);
  }
  return out;
}

/** The images' stored renditions, byte for byte. */
export async function imageBytes(db: Db): Promise<Map<string, Buffer>> {
  const rows = await db.select().from(imageVariants);
  return new Map(rows.map((r) => [`${r.hash}@${r.width}`, Buffer.from(r.bytes)]));
}
