import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { createRequire } from 'node:module';
import type * as Otplib from 'otplib';
import type QRCode from 'qrcode';
import type { Db } from '~/server/core/db/client';
import { adminUsers } from '~/server/core/db/schema';
import { recoveryCodes } from '~/server/core/db/staff-schema';

/*
 * The authenticator app (RFC 6238: SHA-1, six digits, 30 s; what every app reads from a
 * QR code) through otplib, and ten one-time recovery codes kept as sha256 hashes (they
 * are random, 50 bits each: a slow hash adds nothing a throttle does not).
 */

export const RECOVERY_CODE_COUNT = 10;
/** A code from the step before or after the current one is taken (a phone's clock drifts). */
const TOLERANCE_S = 30;
const PERIOD_S = 30;

/** otplib and qrcode are required by the first sign-in with an app, not at start (docs/performance.md, "Memory"). */
const require = createRequire(import.meta.url);
let otp: typeof Otplib | undefined;
const otplib = () => (otp ??= require('otplib') as typeof Otplib);

export const newTotpSecret = () => otplib().generateSecret();

/** The otpauth:// address an app reads, and the same as an SVG QR code, drawn on the server. */
export async function totpEnrolment(secret: string, account: string, issuer: string) {
  const uri = otplib().generateURI({ issuer, label: account, secret });
  const qrSvg = await (require('qrcode') as typeof QRCode).toString(uri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
  return { secret, uri, qrSvg };
}

/** The time step a valid code belongs to, or null. */
export async function checkTotp(secret: string, code: string, afterTimeStep?: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const now = Math.floor(Date.now() / 1000);
    const result = await otplib().verify({
      secret,
      epoch: now,
      token: code,
      epochTolerance: TOLERANCE_S,
      ...(afterTimeStep != null ? { afterTimeStep } : {}),
    });
    // The time step the code belongs to: the current one, moved by the drift otplib found.
    return result.valid ? Math.floor(now / PERIOD_S) + result.delta : null;
  } catch {
    return null;
  }
}

/**
 * Checks a code against a person's confirmed authenticator, once per time step: a code
 * seen over a shoulder (or replayed) does not sign in again.
 */
export async function spendTotpCode(db: Db, userId: string, code: string): Promise<boolean> {
  const [user] = await db
    .select({ secret: adminUsers.totpSecret, last: adminUsers.totpLastStep })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  if (!user?.secret) return false;
  const step = await checkTotp(user.secret, code, user.last);
  if (step === null) return false;
  // Only one request can move the step forward: a replay racing this one finds it moved.
  const moved = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return moved.length === 1;
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[^0-9a-z]/gi, '').toLowerCase())
    .digest('hex');

/** Ten fresh recovery codes (`xxxxx-xxxxx`), replacing any earlier ones; shown once. */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  });
  return codes;
}

/** Uses a recovery code: true once for each code, never again. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  if (code.length > 40) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
