import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { hashPassword } from './password';
import { voidLinksOf } from './staff-links';
import { passwordProblem, releaseStrength } from '~/server/core/auth/password-rules';

/** ADMIN_PASSWORD is too weak to make the first admin with: the start stops and says why. */
export class WeakAdminPasswordError extends Error {}

/** Creates the admin, or sets a known admin's name and password and ends its sessions. */
export async function createAdmin(db: Db, input: { email: string; password: string; name: string }) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminUsers)
      .values({ email, name: input.name, passwordHash })
      .onConflictDoUpdate({ target: adminUsers.email, set: { passwordHash, name: input.name } })
      .returning({ id: adminUsers.id, email: adminUsers.email });
    // A new password must lock out whoever held the old one, and void their earlier links.
    await tx.delete(sessions).where(eq(sessions.userId, row!.id));
    await voidLinksOf(tx, row!.id, row!.email);
    return row!;
  });
}

/**
 * The first admin's e-mail when ADMIN_EMAIL is not set: on the organisation's domain
 * but not its public address (shown in the footer), which would hand every visitor
 * half of the login, and a name to fail on.
 */
export function firstAdminEmail(orgEmail: string): string {
  const domain = orgEmail.split('@')[1] || 'example.org';
  return `admin-${randomBytes(4).toString('hex')}@${domain}`;
}

/**
 * The first admin: from ADMIN_EMAIL/ADMIN_PASSWORD when set (created when missing; an
 * existing admin keeps its password, so changing ADMIN_PASSWORD later changes nothing:
 * use `npm run admin -- set-password`), otherwise, when no admin exists yet, one with a
 * generated e-mail and a random password, printed once.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email?: string; password?: string; name: string; orgEmail: string },
  print: (line: string) => void,
): Promise<void> {
  if (opts.email && opts.password) {
    const [existing] = await db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, opts.email.toLowerCase()));
    if (existing) return;
    // Checked only now, when it makes the admin; the guessing lists are let go of after.
    const weak = passwordProblem(opts.password);
    releaseStrength();
    if (weak) throw new WeakAdminPasswordError(`Invalid configuration:\n  ADMIN_PASSWORD: ${weak}`);
    await createAdmin(db, { email: opts.email, password: opts.password, name: opts.name });
    return;
  }
  const [row] = await db.select({ n: count() }).from(adminUsers);
  if ((row?.n ?? 0) > 0) return;
  const password = randomBytes(15).toString('base64url');
  const email = firstAdminEmail(opts.orgEmail);
  await createAdmin(db, { email, password, name: opts.name });
  print(
    [
      '',
      '  First admin created. These are shown once; keep them somewhere safe:',
      `    e-mail:   ${email}`,
      `    password: ${password}`,
      '  Change them with: npm run admin -- create <email> (a new admin) or set-password <email>',
      '',
    ].join('\n'),
  );
}
