/** Input masks of the donation form (docs/product.md#validation). Pure, so they are unit-tested. */

export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Strips non-digits, caps at 16 and groups by four: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOnly(value, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();
}

/**
 * MM/YY with the slash inserted: typing "12" gives "12/", "1225" gives "12/25".
 * Deleting (the new value shorter than the old one) never re-inserts the slash, so
 * backspace works.
 */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOnly(value, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.length > previous.length) return `${digits}/`;
  return digits;
}

export const formatCvc = (value: string) => digitsOnly(value, 4);
export const formatPin = (value: string) => digitsOnly(value, 4);
