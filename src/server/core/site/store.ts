import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { siteSettings } from '~/server/core/db/settings-schema';
import { recordActivity } from '~/server/core/activity/record';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import type { ContentVersion } from '~/server/core/http/content-version';
import type { Language } from '~/shared/i18n/core';
import {
  type SettingsSection,
  type SiteContent,
  type SiteSettings,
  settingsSectionSchemas,
  settingsSections,
} from '~/shared/schemas/site-settings';
import { defaultSettings } from './defaults';
import { forgetSavedIdentity } from './identity';
import { localizeSettings } from './localize';

export interface StoredSettings {
  settings: SiteSettings;
  /** When each section staff have saved was last saved (ISO). */
  saved: Partial<Record<SettingsSection, string>>;
}

const isSection = (s: string): s is SettingsSection => (settingsSections as readonly string[]).includes(s);

/** The settings: each saved section as stored, the others their first values. */
export async function readSettings(db: Db, config: Pick<Config, 'org'>): Promise<StoredSettings> {
  const settings = defaultSettings(config) as Record<SettingsSection, unknown>;
  const saved: StoredSettings['saved'] = {};
  const rows = await db.select().from(siteSettings);
  for (const row of rows) {
    if (!isSection(row.section)) continue;
    // Stored through the same schema, so this only fails if a later version narrowed it:
    // the section then shows its first values rather than break every page.
    const parsed = settingsSectionSchemas[row.section].safeParse(row.value);
    if (!parsed.success) continue;
    settings[row.section] = parsed.data;
    saved[row.section] = new Date(row.updatedAt).toISOString();
  }
  return { settings: settings as SiteSettings, saved };
}

/** Saves one validated section, with its activity record and a new content version, together. */
export async function saveSection<S extends SettingsSection>(
  db: Db,
  section: S,
  value: SiteSettings[S],
  adminId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ section, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: siteSettings.section, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    await bumpContentVersion(tx);
    await recordActivity(tx, adminId, 'update', 'site_settings', section);
  });
  forgetSavedIdentity();
}

/**
 * The public pages' reader: the settings in one language, read again only when the
 * content version has moved (a save on any instance moves it).
 */
export function siteContentReader(db: Db, config: Pick<Config, 'org'>, version: ContentVersion) {
  let cached: { version: number; settings: Promise<SiteSettings> } | null = null;
  const settings = async () => {
    const v = await version.current();
    if (!cached || cached.version !== v) {
      const read = readSettings(db, config).then((s) => s.settings);
      cached = { version: v, settings: read };
      read.catch(() => {
        if (cached?.settings === read) cached = null;
      });
    }
    return cached.settings;
  };
  return {
    settings,
    content: async (lang: Language): Promise<SiteContent> => localizeSettings(await settings(), lang),
  };
}
export type SiteContentReader = ReturnType<typeof siteContentReader>;
