import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import type { supporters } from '~/server/core/db/supporters-schema';
import { anyOf } from './bulk';
import type { PersonKey } from './check-gifts';
import type { RowError } from './check-rows';
import { candidates } from './write-supporters';

/**
 * The supporters and children a batch of gift or sponsorship rows names
 * (docs/importing.md): a supporter by ref, else e-mail, else phone (E.164, one
 * supporter only); a child by ref. One read each per batch.
 */
export type Supporter = typeof supporters.$inferSelect;
export type Child = typeof children.$inferSelect;

export async function giversOf(db: Db, keys: PersonKey[]) {
  const found = await candidates(db, keys);
  return (key: PersonKey): Supporter | RowError => {
    if (key.ref) {
      const s = found.ref.get(key.ref);
      if (s) return s;
      if (!key.email && !key.phone)
        return { column: 'supporter_ref', message: 'names no supporter: import the supporters first' };
    }
    if (key.email) {
      const s = found.email.get(key.email);
      if (s) return s;
      if (!key.phone) return { column: 'supporter_email', message: 'is no supporter’s: import the supporters first' };
    }
    const byPhone = found.phone(key.phone ?? '');
    if (byPhone.length > 1)
      return {
        column: 'supporter_phone',
        message: `is the phone of ${byPhone.length} supporters: give supporter_ref or supporter_email`,
      };
    return byPhone[0] ?? { column: 'supporter_phone', message: 'is no supporter’s: import the supporters first' };
  };
}

export async function childrenByRef(db: Db, refs: (string | null)[]): Promise<Map<string, Child>> {
  const wanted = [...new Set(refs.filter((r): r is string => !!r))];
  const rows = wanted.length ? await db.select().from(children).where(anyOf(children.ref, wanted)) : [];
  return new Map(rows.map((c) => [c.ref!, c]));
}

/** A batch's two reads side by side: the supporter and the child each row names. */
export async function namedIn(db: Db, named: { person: PersonKey; childRef: string | null }[]) {
  const [giverOf, kids] = await Promise.all([
    giversOf(
      db,
      named.map((n) => n.person),
    ),
    childrenByRef(
      db,
      named.map((n) => n.childRef),
    ),
  ]);
  return { giverOf, kids };
}

export const isError = (x: object): x is RowError => 'message' in x && 'column' in x;
