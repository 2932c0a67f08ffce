import { type AnyColumn, sql } from 'drizzle-orm';
import { children } from './schema';

/** The first name: the first word of the full name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The name the public knows a child by (docs/children-protection.md): the preferred name staff chose, else the first name. */
export const publicNameOf = (row: { preferredName: string; name: string }) =>
  row.preferredName.trim() || firstNameOf(row.name);

/** The same in SQL, for a select that names the child to a visitor or a sponsor. */
export const childPublicName = sql<string>`coalesce(nullif(btrim(${children.preferredName}), ''), split_part(btrim(${children.name}), ' ', 1))`;

/** The same for an aliased children table (`alias(children, …)`). */
export const publicNameOfTable = (t: { preferredName: AnyColumn; name: AnyColumn }) =>
  sql<string>`coalesce(nullif(btrim(${t.preferredName}), ''), split_part(btrim(${t.name}), ' ', 1))`;

/** The same in raw SQL over the children table named `c`. */
export const C_PUBLIC_NAME = sql.raw(
  `coalesce(nullif(btrim(c.preferred_name), ''), split_part(btrim(c.name), ' ', 1))`,
);
