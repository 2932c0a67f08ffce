import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { siteSettings } from '~/server/core/db/settings-schema';
import { recordActivity } from '~/server/core/activity/record';
import type { HealthSettings } from '~/shared/schemas/sponsor-health';

/** The Site settings row of Sponsor health (its own section, like the child-news settings): the weekly e-mail. */
const SECTION = 'sponsorHealth';

export async function readHealthSettings(db: Db): Promise<HealthSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.section, SECTION));
  const weekly = (row?.value as { weeklyCalls?: unknown } | undefined)?.weeklyCalls;
  return { weeklyCalls: weekly === 'off' ? 'off' : 'on' };
}

export async function saveHealthSettings(db: Db, value: HealthSettings, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ section: SECTION, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    await recordActivity(tx, adminId, 'update', 'site_settings', SECTION, { after: value });
  });
}
