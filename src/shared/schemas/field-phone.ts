import { z } from 'zod';

/**
 * The /field app on a phone (docs/field.md): what it asks about its session, and the
 * limits it keeps before a photo is stored on the phone.
 */

/** GET /api/field/session: signed in, and whether staff ended the session for a lost phone (clear the app). */
export const fieldSessionSchema = z.strictObject({ signedIn: z.boolean(), wipe: z.boolean() });
export type FieldSession = z.infer<typeof fieldSessionSchema>;

/** The header that tells a browser to clear what the site keeps (the app's caches and IndexedDB). */
export const CLEAR_SITE_DATA = '"cache", "storage"';
