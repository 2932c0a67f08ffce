import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { siteSettings } from '~/server/core/db/settings-schema';
import { recordActivity } from '~/server/core/activity/record';

/**
 * A Site settings row that only the staff's own screens read (child news' quiet months,
 * Sponsor health's weekly e-mail): stored beside the public sections, but saving one moves
 * no content version (no public page shows it). The caller validates what it saves and
 * reads the stored value through its own defaults.
 */
export async function readStaffSection(db: Db, section: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.section, section));
  return row?.value;
}

/** Saves the section, with its activity record, together. */
export async function saveStaffSection(db: Db, section: string, value: object, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ section, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    await recordActivity(tx, adminId, 'update', 'site_settings', section, { after: value });
  });
}
