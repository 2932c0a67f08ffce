import type { Db } from '~/server/core/db/client';
import { readStaffSection, saveStaffSection } from '~/server/core/site/staff-section';
import type { HealthSettings } from '~/shared/schemas/sponsor-health';

/** The Site settings row of Sponsor health (its own section, like the child-news settings): the weekly e-mail. */
const SECTION = 'sponsorHealth';

export async function readHealthSettings(db: Db): Promise<HealthSettings> {
  const weekly = ((await readStaffSection(db, SECTION)) as { weeklyCalls?: unknown } | undefined)?.weeklyCalls;
  return { weeklyCalls: weekly === 'off' ? 'off' : 'on' };
}

export async function saveHealthSettings(db: Db, value: HealthSettings, adminId: string): Promise<void> {
  await saveStaffSection(db, SECTION, value, adminId);
}
