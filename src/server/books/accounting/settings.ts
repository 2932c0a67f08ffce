import type { Db } from '~/server/core/db/client';
import { readStaffSection, saveStaffSection } from '~/server/core/site/staff-section';
import {
  type AccountingSettings,
  accountingSettingsSchema,
  defaultAccountingSettings,
} from '~/shared/schemas/accounting';

/** The Site settings row of the journal's account codes (docs/accounting.md#account-codes): finance's, not public. */
const SECTION = 'accounting';

export async function readAccountingSettings(db: Db): Promise<AccountingSettings> {
  const parsed = accountingSettingsSchema.safeParse(await readStaffSection(db, SECTION));
  return parsed.success ? parsed.data : defaultAccountingSettings;
}

export async function saveAccountingSettings(db: Db, value: AccountingSettings, adminId: string): Promise<void> {
  await saveStaffSection(db, SECTION, value, adminId);
}
