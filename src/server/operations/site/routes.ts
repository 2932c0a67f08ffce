import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { images } from '~/server/core/db/images-schema';
import { badRequest, parseInput } from '~/server/core/http/errors';
import { contentLanguage } from '~/server/core/http/language';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { launchChecklist } from '~/server/operations/site/checklist';
import { listDemoRecords, removeDemoRecords } from '~/server/operations/demo/demo';
import { localizeSettings } from '~/server/core/site/localize';
import { readSettings, saveSection } from '~/server/core/site/store';
import type { Db } from '~/server/core/db/client';
import { translate } from '~/shared/i18n';
import { type SettingsSection, settingsSectionSchemas } from '~/shared/schemas/site-settings';
import { ADMINISTRATOR, CONTENT, EVERY_ROLE } from '~/shared/staff-roles';
import { siteContracts } from '~/shared/contracts/site';

/**
 * A hero image must be one this server stored (uploaded through POST /api/site/hero-image),
 * and is kept from the sweep of unused images while its section is saved.
 */
async function checkStoredImage(db: Db, image: string | null) {
  if (image === null) return;
  const hash = image.split('/')[3]!;
  const [row] = await db
    .update(images)
    .set({ unreferencedSince: null })
    .where(eq(images.hash, hash))
    .returning({ hash: images.hash });
  if (!row) throw badRequest(`image: ${translate('validation:settings.image')}`);
}

export const siteRoutes: ApiRoute[] = [
  defineRoute(siteContracts.content, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps, request }) => {
      const lang = contentLanguage(request);
      const { settings } = await readSettings(deps.db, deps.config);
      return { data: localizeSettings(settings, lang), lang };
    },
  }),

  defineRoute(siteContracts.settings, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ deps }) => {
      const { settings, saved } = await readSettings(deps.db, deps.config);
      return { data: settings, saved };
    },
  }),

  defineRoute(siteContracts.saveSection, {
    auth: 'admin',
    roles: CONTENT,
    notFound: () => translate('validation:settings.unknownSection'),
    handler: async ({ params, body, admin, deps }) => {
      const section: SettingsSection = params.section;
      const value = parseInput(settingsSectionSchemas[section] as z.ZodType, body);
      if (section === 'hero') await checkStoredImage(deps.db, (value as { image: string | null }).image);
      await saveSection(deps.db, section, value as never, admin.id);
      const { settings } = await readSettings(deps.db, deps.config);
      return { message: 'Settings saved successfully!', data: settings };
    },
  }),

  defineRoute(siteContracts.heroImage, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ body: { file }, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      if (!image) throw badRequest(`image: ${translate('validation:catalog.imageType')}`);
      return { data: { image } };
    },
  }),

  defineRoute(siteContracts.checklist, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ deps }) => ({ data: await launchChecklist(deps.db, deps.config) }),
  }),

  defineRoute(siteContracts.demo, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ deps }) => ({ data: await listDemoRecords(deps.db) }),
  }),

  defineRoute(siteContracts.removeDemo, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ admin, deps }) => ({
      message: 'Demo content removed.',
      data: { removed: await removeDemoRecords(deps.db, admin.id) },
    }),
  }),
];
