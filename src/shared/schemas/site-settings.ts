import { z } from 'zod';
import { mailAlarmSchema } from './mail';
import { emailField, requiredText, messageKey } from './common';
import { languageSchema } from './record';
import { privacyNoticeSchema, retentionSchema } from './privacy-settings';
import { childGiftSettingsSchema } from './child-gift-settings';

/**
 * The site's own content, edited by staff in the dashboard's Site settings: the
 * organisation's identity, the home hero, the donate page's impact tiers and trust
 * claims, the classroom building goal and the programme texts. Every text is kept in
 * English, Kinyarwanda and French; English is required, an empty translation falls back
 * to English on the public pages (as the other content does).
 */

const trimmed = (max: number) => z.string().trim().max(max, messageKey('tooLong', { max }));

/** A text in the three languages, English required. */
export const translatedText = (max: number) =>
  z.strictObject({
    en: trimmed(max).min(1, messageKey('settings.english')),
    rw: trimmed(max).default(''),
    fr: trimmed(max).default(''),
  });
/** A text in the three languages that may be left empty altogether. */
export const optionalTranslatedText = (max: number) =>
  z.strictObject({ en: trimmed(max).default(''), rw: trimmed(max).default(''), fr: trimmed(max).default('') });
export type TranslatedText = z.output<ReturnType<typeof translatedText>>;

const PHONE = /^\+?[0-9][0-9 ()-]{5,30}$/;
const phone = (key: string) => requiredText(key, 40).regex(PHONE, messageKey(key));
const optionalPhone = z
  .string()
  .trim()
  .max(40, messageKey('tooLong', { max: 40 }))
  .refine((p) => p === '' || PHONE.test(p), messageKey('settings.phone'))
  .default('');
/** Only https links: no `javascript:` or mixed content in the footer. */
const link = z
  .string()
  .trim()
  .max(300, messageKey('tooLong', { max: 300 }))
  .refine((u) => u === '' || /^https:\/\/[^\s<>"'`]+\.[^\s<>"'`]+$/.test(u), messageKey('settings.link'))
  .default('');
/** An image stored by the server (POST /api/site/hero-image), never an outside address. */
export const storedImagePath = z
  .string()
  .regex(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/, messageKey('settings.image'));
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messageKey('settings.date'))
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(d).toISOString().startsWith(d), {
    error: messageKey('settings.date'),
  });
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: messageKey('wholeNumber') })
    .int(messageKey('wholeNumber'))
    .min(min, messageKey('settings.atLeast', { min }))
    .max(max, messageKey('atMost', { max: max.toLocaleString('en-US') }));

export const socialNetworks = ['facebook', 'instagram', 'youtube', 'x', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const identitySchema = z.strictObject({
  name: requiredText('settings.name', 120),
  email: emailField('settings.email'),
  phone: phone('settings.phone'),
  address: requiredText('settings.address', 300),
  /** Empty: the main phone number is the emergency line. */
  emergencyPhone: optionalPhone,
  hours: translatedText(120),
  /**
   * What a receipt a tax office accepts names: the organisation's registered
   * name, its Rwanda Governance Board registration number, and who signs. Optional, so a
   * fresh install saves; the launch checklist asks for them while one is empty.
   */
  legalName: trimmed(200).default(''),
  registrationNumber: trimmed(60).default(''),
  signatoryName: trimmed(120).default(''),
  signatoryTitle: trimmed(120).default(''),
  social: z.strictObject({
    facebook: link,
    instagram: link,
    youtube: link,
    x: link,
    linkedin: link,
  }),
});

export const heroSchema = z.strictObject({
  headline: translatedText(160),
  text: translatedText(500),
  image: storedImagePath.nullable().default(null),
});

export const impactTierSchema = z.strictObject({ amount: whole(100, 100_000_000), text: translatedText(200) });
export const trustClaimSchema = z.strictObject({ title: translatedText(100), text: optionalTranslatedText(300) });
export const donatePageSchema = z.strictObject({
  tiers: z
    .array(impactTierSchema)
    .min(1, messageKey('settings.tiers'))
    .max(6, messageKey('settings.tooMany', { max: 6 })),
  claims: z.array(trustClaimSchema).max(8, messageKey('settings.tooMany', { max: 8 })),
});

export const goalSchema = z
  .strictObject({
    targetUsd: whole(1, 100_000_000),
    raisedUsd: whole(0, 100_000_000),
    classrooms: whole(1, 500),
    /** Last day of the appeal, YYYY-MM-DD. */
    deadline: isoDay,
    /** When the raised amount was counted, YYYY-MM-DD. */
    progressAsOf: isoDay,
  })
  .refine((g) => g.progressAsOf <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    error: messageKey('settings.progressAsOf'),
    path: ['progressAsOf'],
  });

const programme = z.strictObject({ title: translatedText(100), text: translatedText(3000) });
/** Home has four programme cards and What We Do six programmes: each keeps its icon and link. */
export const HOME_PROGRAMMES = 4;
export const WHAT_WE_DO_PROGRAMMES = 6;
export const programmesSchema = z.strictObject({
  home: z.array(programme).length(HOME_PROGRAMMES, messageKey('invalid')),
  aboutLead: translatedText(400),
  aboutStory: z
    .array(translatedText(3000))
    .min(1, messageKey('invalid'))
    .max(6, messageKey('settings.tooMany', { max: 6 })),
  whatWeDoLead: translatedText(400),
  whatWeDo: z.array(programme).length(WHAT_WE_DO_PROGRAMMES, messageKey('invalid')),
});

/** One schema per section of the settings page (`PUT /api/site/settings/:section`). */
export const settingsSectionSchemas = {
  identity: identitySchema,
  hero: heroSchema,
  donate: donatePageSchema,
  goal: goalSchema,
  programmes: programmesSchema,
  privacy: privacyNoticeSchema,
  retention: retentionSchema,
  childGifts: childGiftSettingsSchema,
} as const;
export const settingsSections = Object.keys(settingsSectionSchemas) as (keyof typeof settingsSectionSchemas)[];
export type SettingsSection = (typeof settingsSections)[number];
export const settingsSectionParams = z.object({ section: z.enum(settingsSections) });

export const siteSettingsSchema = z.strictObject(settingsSectionSchemas);
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SettingsInput = { [S in SettingsSection]: z.input<(typeof settingsSectionSchemas)[S]> };

/** GET /api/site/settings (staff): every text in every language, and when each section was last saved. */
export const siteSettingsAnswerSchema = z.strictObject({
  data: siteSettingsSchema,
  saved: z.partialRecord(z.enum(settingsSections), z.iso.datetime()),
});
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>;

// ---- the public answer: each text in one language ----------------------------------
const item = z.strictObject({ title: z.string(), text: z.string() });
export const siteContentSchema = z.strictObject({
  identity: z.strictObject({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    emergencyPhone: z.string(),
    hours: z.string(),
    /** The registered name (the name when none is saved) and the RGB number, as receipts print them. */
    legalName: z.string(),
    registrationNumber: z.string(),
    signatoryName: z.string(),
    signatoryTitle: z.string(),
    social: z.array(z.strictObject({ network: z.enum(socialNetworks), url: z.string() })),
  }),
  hero: z.strictObject({ headline: z.string(), text: z.string(), image: z.string().nullable() }),
  donate: z.strictObject({
    tiers: z.array(z.strictObject({ amount: z.number(), text: z.string() })),
    claims: z.array(item),
  }),
  goal: z.strictObject({
    targetUsd: z.number(),
    raisedUsd: z.number(),
    classrooms: z.number(),
    deadline: z.string(),
    progressAsOf: z.string(),
  }),
  programmes: z.strictObject({
    home: z.array(item),
    aboutLead: z.string(),
    aboutStory: z.array(z.string()),
    whatWeDoLead: z.string(),
    whatWeDo: z.array(item),
  }),
});
export type SiteContent = z.infer<typeof siteContentSchema>;
/** GET /api/site. */
export const siteContentAnswerSchema = z.strictObject({ data: siteContentSchema, lang: languageSchema });

// ---- launch checklist and demo content -------------------------------------------
export const checklistItems = [
  'contact',
  'receipts',
  'photos',
  'payments',
  'password',
  'backups',
  'sender',
  // The donate page's claims ("Over 50,000 donors", "Tax-deductible") ship as demo content: staff confirm or edit them.
  'claims',
] as const;
export type ChecklistItem = (typeof checklistItems)[number];
/** The backups' state (docs/operations.md): warned about when the last good one is over two days old, or none, or its copy off the machine failed. */
export const backupStatusSchema = z.strictObject({
  /** When the last successful backup was taken (ISO), null if never. */
  lastOk: z.string().nullable(),
  stale: z.boolean(),
  offsiteFailed: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
export const checklistAnswerSchema = z.strictObject({
  data: z.strictObject({
    items: z.array(z.strictObject({ key: z.enum(checklistItems), done: z.boolean() })),
    done: z.boolean(),
    backup: backupStatusSchema,
    /** Complaints or bounces past their limits (docs/operations.md, "Deliverability"), for the dashboard's alarm. */
    mailAlarms: z.array(mailAlarmSchema),
  }),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswerSchema>;

export const demoKinds = ['gift', 'blog_post', 'child', 'skill'] as const;
export type DemoKind = (typeof demoKinds)[number];
export const demoContentAnswerSchema = z.strictObject({
  data: z.strictObject({ ids: z.array(z.uuid()), counts: z.record(z.enum(demoKinds), z.number().int()) }),
});
export type DemoContentAnswer = z.infer<typeof demoContentAnswerSchema>;
/** DELETE /api/site/demo: the removal is said out loud, so no stray request deletes the demo. */
export const DEMO_REMOVAL_CONFIRMATION = 'remove-demo-content';
export const demoRemovalSchema = z.strictObject({
  confirm: z.literal(DEMO_REMOVAL_CONFIRMATION, { error: messageKey('settings.confirmRemoval') }),
});
export const demoRemovedAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ removed: z.record(z.enum(demoKinds), z.number().int()) }),
});

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: messageKey('settings.currentPassword') })
      .min(1, messageKey('settings.currentPassword')),
    newPassword: z.string({ error: messageKey('settings.newPassword') }).min(1, messageKey('settings.newPassword')),
    confirmPassword: z.string().default(''),
  })
  .refine((p) => p.newPassword === p.confirmPassword, {
    error: messageKey('settings.passwordsDiffer'),
    path: ['confirmPassword'],
  });
