import { type SQL, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { KEYS_LEFT_OUT_OF_BACKUPS, TOTP_LEFT_OUT, markSecondFactorReset } from '~/server/core/db/backup-secrets';
import { mailSettings } from '~/server/core/db/mail-schema';
import { adminUsers } from '~/server/core/db/schema';
import { ident } from './catalog';

/** A constant of this file as an SQL literal (a cursor's query takes no parameters). */
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/**
 * The query whose rows a backup writes for `table` (one JSON text `j` per row): the row
 * as it is, except what a backup never holds (core/db/backup-secrets.ts): the signing
 * keys of mail_settings are not written at all; a person's authenticator secret is
 * written as TOTP_LEFT_OUT (so a restore knows whom to ask to set one up again), and an
 * enrolment's unconfirmed secret as nothing.
 */
export function rowsSelect(table: string): SQL {
  const from = sql`FROM ${ident(table)} t`;
  switch (table) {
    case 'mail_settings':
      return sql`SELECT to_jsonb(t)::text AS j ${from} WHERE t.key NOT IN (${sql.join(
        KEYS_LEFT_OUT_OF_BACKUPS.map(literal),
        sql`, `,
      )})`;
    case 'admin_users':
      return sql`SELECT (to_jsonb(t) || jsonb_build_object(
          'totp_secret', CASE WHEN t.totp_secret IS NULL THEN NULL ELSE ${literal(TOTP_LEFT_OUT)} END,
          'totp_last_step', NULL))::text AS j ${from}`;
    case 'sessions':
      return sql`SELECT (to_jsonb(t) || '{"pending_totp_secret": null}'::jsonb)::text AS j ${from}`;
    default:
      return sql`SELECT to_jsonb(t)::text AS j ${from}`;
  }
}

/**
 * After a restore: the people whose authenticator app the backup left out have none and
 * are noted (their next sign-in asks them to set one up again, and says why); any
 * signing key an older backup still held is dropped, so the site makes new ones and no
 * link signed before the restore works. Answers those people's e-mail addresses.
 */
export async function forgetLeftOutSecrets(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const reset = await tx
      .update(adminUsers)
      .set({ totpSecret: null, totpLastStep: null })
      .where(sql`${adminUsers.totpSecret} = ${TOTP_LEFT_OUT}`)
      .returning({ id: adminUsers.id, email: adminUsers.email });
    await markSecondFactorReset(
      tx,
      reset.map((r) => r.id),
      now,
    );
    await tx.delete(mailSettings).where(inArray(mailSettings.key, [...KEYS_LEFT_OUT_OF_BACKUPS]));
    return reset.map((r) => r.email).sort();
  });
}
