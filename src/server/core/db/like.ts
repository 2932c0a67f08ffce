/**
 * A LIKE/ILIKE pattern matching `text` anywhere in a column, with the searcher's `%`, `_`
 * and `\` taken as themselves (PostgreSQL's default LIKE escape is the backslash).
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
