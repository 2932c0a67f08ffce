/**
 * The /field app's limits on a phone (docs/field.md#on-the-phone), without zod: the
 * browser bundle reads them. The server's own limits are in src/shared/schemas/field.ts.
 */

/** The phone makes a photo at most this many pixels on its longer side before it is stored. */
export const FIELD_PHOTO_MAX_SIDE = 1600;
/** A photo file larger than this is refused on the phone at once (a cheap phone cannot decode it safely). */
export const FIELD_PHOTO_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** The phone sends a photo in parts of this size (the server takes up to 1 MiB): small, for a weak signal. */
export const FIELD_UPLOAD_PART_BYTES = 256 * 1024;
/** A letter has 1 to this many pages. */
export const FIELD_LETTER_MAX_PAGES = 6;
/** The page posted without JavaScript sends a photo to the API in parts of this size (its limit, 1 MiB). */
export const FIELD_FORM_PART_BYTES = 1024 * 1024;
