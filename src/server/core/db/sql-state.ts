/** The SQLSTATE of a failed query, whether the driver error arrives bare or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** 23503: a row this one points to (a skill an application names) was deleted meanwhile. */
export const FOREIGN_KEY_VIOLATION = '23503';
