/**
 * The search (`q`) of the list reads, without zod: public pages import this, and the
 * schemas in schemas/*.ts would otherwise travel with them. The schemas take their limits
 * from here, so a search box, the page that reads `?q=` and the API agree.
 */

/** The longest search the list reads take (catalogue, messages, applications, donors); longer is a 400. */
export const SEARCH_MAX_LENGTH = 200;
/** The longest search of the staff's list of children (`GET /api/sponsors`, name or location). */
export const CHILD_SEARCH_MAX_LENGTH = 100;

/**
 * A search as the API takes it, from whatever the address or the box holds: control
 * characters dropped (a line break or a tab is a space; a NUL the API refuses), trimmed,
 * and cut to its first `max` characters (never half of a character outside the BMP), so
 * a long pasted or linked search searches for its beginning instead of failing.
 */
export function searchText(raw: string | null | undefined, max: number): string {
  let text = (raw ?? '')
    .replace(/[\t\n\v\f\r]+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (text.length <= max) return text;
  text = text.slice(0, max);
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return text.trimEnd();
}
