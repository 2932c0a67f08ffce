import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { storedSecret } from '~/server/core/db/stored-secret';

/**
 * A browser that has signed in to an account carries a device cookie naming that
 * account, signed with a server secret kept in the database. Such a browser is not
 * held back by the account-wide failure count (decision 002): a stranger failing on
 * the admin's e-mail from many addresses cannot keep the admin's own browser out.
 */
export const DEVICE_COOKIE = 'did';
const DEVICE_TTL_MS = 365 * 24 * 3600_000;
const SECRET_KEY = 'device_cookie_secret';

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

function deviceValue(email: string, issuedAt: number, secret: string): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${issuedAt.toString(36)}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** Whether the request carries a valid device cookie issued to this account. */
export async function isKnownDevice(db: Db, request: FastifyRequest, email: string): Promise<boolean> {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 600) return false;
  const [encoded, issued] = value.split('.');
  if (!encoded || !issued || !/^[0-9a-z]{1,12}$/.test(issued)) return false;
  const issuedAt = parseInt(issued, 36);
  if (!(issuedAt <= Date.now() && Date.now() - issuedAt < DEVICE_TTL_MS)) return false;
  // Re-sign what it claims and compare the whole value exactly: no lenient decoding.
  const expected = Buffer.from(deviceValue(email, issuedAt, await storedSecret(db, SECRET_KEY)));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Marks this browser as one that signed in to the account. */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, email: string) {
  const value = deviceValue(email, Date.now(), await storedSecret(db, SECRET_KEY));
  void reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
