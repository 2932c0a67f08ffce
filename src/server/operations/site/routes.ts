import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { images } from '~/server/core/db/images-schema';
import { badRequest, parseInput } from '~/server/core/http/errors';
import { contentLanguage } from '~/server/core/http/language';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { languageQuerySchema } from '~/server/core/content/localize';
import { launchChecklist } from '~/server/operations/site/checklist';
import { listDemoRecords, removeDemoRecords } from '~/server/operations/demo/demo';
import { localizeSettings } from '~/server/core/site/localize';
import { readSettings, saveSection } from '~/server/core/site/store';
import type { Db } from '~/server/core/db/client';
import { translate } from '~/shared/i18n';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';
import {
  type SettingsSection,
  checklistAnswerSchema,
  demoContentAnswerSchema,
  demoRemovalSchema,
  demoRemovedAnswerSchema,
  settingsSectionParams,
  settingsSectionSchemas,
  siteContentAnswerSchema,
  siteSettingsAnswerSchema,
  siteSettingsSchema,
} from '~/shared/schemas/site-settings';
import { ADMINISTRATOR, CONTENT, EVERY_ROLE } from '~/shared/staff-roles';

const tags = ['site'];

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
  defineRoute({
    method: 'GET',
    url: '/api/site',
    auth: 'public',
    cache: 'content',
    summary:
      "The site's own content (identity, home hero, donate tiers and claims, classroom goal, programme texts) in the language asked for",
    tags,
    query: languageQuerySchema,
    response: siteContentAnswerSchema,
    handler: async ({ deps, request }) => {
      const lang = contentLanguage(request);
      const { settings } = await readSettings(deps.db, deps.config);
      return { data: localizeSettings(settings, lang), lang };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/site/settings',
    auth: 'admin',
    roles: CONTENT,
    summary: 'The site settings with every text in every language, and when each section was last saved',
    tags,
    response: siteSettingsAnswerSchema,
    handler: async ({ deps }) => {
      const { settings, saved } = await readSettings(deps.db, deps.config);
      return { data: settings, saved };
    },
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/site/settings/:section',
    auth: 'admin',
    roles: CONTENT,
    summary:
      'Save one section of the site settings (identity, hero, donate, goal, programmes, childGifts: the limits of gifts to sponsored children); the public pages show it at once',
    tags,
    params: settingsSectionParams,
    notFound: () => translate('validation:settings.unknownSection'),
    body: z.unknown().describe("The section's value, as GET /api/site/settings answers it"),
    response: messageAndDataOf(siteSettingsSchema),
    handler: async ({ params, body, admin, deps }) => {
      const section: SettingsSection = params.section;
      const value = parseInput(settingsSectionSchemas[section] as z.ZodType, body);
      if (section === 'hero') await checkStoredImage(deps.db, (value as { image: string | null }).image);
      await saveSection(deps.db, section, value as never, admin.id);
      const { settings } = await readSettings(deps.db, deps.config);
      return { message: 'Settings saved successfully!', data: settings };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/site/hero-image',
    auth: 'admin',
    roles: CONTENT,
    summary: "Store the home hero's photo (multipart, file `image`); answers its address for the hero section",
    tags,
    multipart: { fields: z.object({}), file: 'image' },
    status: 201,
    response: dataOf(z.strictObject({ image: z.string() })),
    handler: async ({ body: { file }, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      if (!image) throw badRequest(`image: ${translate('validation:catalog.imageType')}`);
      return { data: { image } };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/site/checklist',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary: 'The launch checklist: contact details, photos, live payments, the first admin’s own password',
    tags,
    response: checklistAnswerSchema,
    handler: async ({ deps }) => ({ data: await launchChecklist(deps.db, deps.config) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/site/demo',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary: 'The seeded demo records that still exist (their ids and how many of each kind)',
    tags,
    response: demoContentAnswerSchema,
    handler: async ({ deps }) => ({ data: await listDemoRecords(deps.db) }),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/site/demo',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      'Remove every seeded demo record (never one staff created), confirmed with { confirm: "remove-demo-content" }; the demo is not seeded again',
    tags,
    body: demoRemovalSchema,
    response: demoRemovedAnswerSchema,
    handler: async ({ admin, deps }) => ({
      message: 'Demo content removed.',
      data: { removed: await removeDemoRecords(deps.db, admin.id) },
    }),
  }),
];
