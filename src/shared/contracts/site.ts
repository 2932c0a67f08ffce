import { z } from 'zod';
import { contract } from '~/shared/contract';
import { languageQuerySchema } from '~/shared/schemas/common';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';
import {
  checklistAnswerSchema,
  demoContentAnswerSchema,
  demoRemovalSchema,
  demoRemovedAnswerSchema,
  settingsSectionParams,
  siteContentAnswerSchema,
  siteSettingsAnswerSchema,
  siteSettingsSchema,
} from '~/shared/schemas/site-settings';

const tags = ['site'];

/** The site's own content and its settings, the launch checklist and the demo content (src/server/operations/site/routes.ts). */
export const siteContracts = {
  content: contract({
    method: 'GET',
    url: '/api/site',
    summary:
      "The site's own content (identity, home hero, donate tiers and claims, classroom goal, programme texts) in the language asked for",
    tags,
    query: languageQuerySchema,
    response: siteContentAnswerSchema,
  }),
  settings: contract({
    method: 'GET',
    url: '/api/site/settings',
    summary: 'The site settings with every text in every language, and when each section was last saved',
    tags,
    response: siteSettingsAnswerSchema,
  }),
  saveSection: contract({
    method: 'PUT',
    url: '/api/site/settings/:section',
    summary:
      'Save one section of the site settings (identity, hero, donate, goal, programmes, childGifts: the limits of gifts to sponsored children); the public pages show it at once',
    tags,
    params: settingsSectionParams,
    body: z.unknown().describe("The section's value, as GET /api/site/settings answers it"),
    response: messageAndDataOf(siteSettingsSchema),
  }),
  heroImage: contract({
    method: 'POST',
    url: '/api/site/hero-image',
    summary: "Store the home hero's photo (multipart, file `image`); answers its address for the hero section",
    tags,
    multipart: { fields: z.object({}), file: 'image' },
    status: 201,
    response: dataOf(z.strictObject({ image: z.string() })),
  }),
  checklist: contract({
    method: 'GET',
    url: '/api/site/checklist',
    summary: 'The launch checklist: contact details, photos, live payments, the first admin’s own password',
    tags,
    response: checklistAnswerSchema,
  }),
  demo: contract({
    method: 'GET',
    url: '/api/site/demo',
    summary: 'The seeded demo records that still exist (their ids and how many of each kind)',
    tags,
    response: demoContentAnswerSchema,
  }),
  removeDemo: contract({
    method: 'DELETE',
    url: '/api/site/demo',
    summary:
      'Remove every seeded demo record (never one staff created), confirmed with { confirm: "remove-demo-content" }; the demo is not seeded again',
    tags,
    body: demoRemovalSchema,
    response: demoRemovedAnswerSchema,
  }),
};
