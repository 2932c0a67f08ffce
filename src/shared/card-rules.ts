/**
 * What a card number, expiry, CVC and PIN look like (docs/product.md#validation), without zod, so
 * a form can check them in the browser before its simulated wait; the server checks
 * the same rules (shared/schemas/donation.ts, server/payments/instrument.ts).
 */
export const CARD_NUMBER_PATTERN = /^\d{16}$/;
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const CARD_CVC_PATTERN = /^\d{3,4}$/;
export const PIN_PATTERN = /^\d{4}$/;
