import { sql } from 'drizzle-orm';
import { children } from './schema';

/** The first name: the first word of the full name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The name the public knows a child by (DESIGN 8): the preferred name staff chose, else the first name. */
export const publicNameOf = (row: { preferredName: string; name: string }) =>
  row.preferredName.trim() || firstNameOf(row.name);

/** The same in SQL, for a select that names the child to a visitor or a sponsor. */
export const childPublicName = sql<string>`coalesce(nullif(btrim(${children.preferredName}), ''), split_part(btrim(${children.name}), ' ', 1))`;
