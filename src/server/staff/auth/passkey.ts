import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  generateAuthenticationOptions,
} from '@simplewebauthn/server';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { passkeys, webauthnChallenges } from '~/server/core/db/staff-schema';
import { HttpError } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';

/*
 * Passkeys (WebAuthn) through @simplewebauthn/server. A passkey asks for the person's
 * fingerprint, face or PIN (user verification required), so it is both factors at once:
 * it signs in alone, without the password. Each ceremony's challenge lives five
 * minutes under a random id in an httpOnly cookie, and is used once.
 */
const CHALLENGE_COOKIE = 'wac';
/** @simplewebauthn/server (4 MB of heap) is loaded by the first passkey ceremony, not at start (docs/performance.md, "Memory"). */
const webauthn = () => import('@simplewebauthn/server');
const CHALLENGE_MS = 5 * 60_000;

/** The relying party: the site's public address when configured, else the address the browser used. */
export function relyingParty(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest) {
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

const refused = () => new HttpError(401, translate('staff:api.passkeyRefused'));

async function keepChallenge(db: Db, reply: FastifyReply, request: FastifyRequest, challenge: string, userId?: string) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ challenge, userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .returning({ id: webauthnChallenges.id });
  void reply.setCookie(CHALLENGE_COOKIE, row!.id, {
    path: '/api/auth/passkey',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: CHALLENGE_MS / 1000,
  });
}

/** Takes the ceremony's challenge back (once), or refuses. */
async function takeChallenge(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const id = request.cookies[CHALLENGE_COOKIE] ?? '';
  void reply.clearCookie(CHALLENGE_COOKIE, { path: '/api/auth/passkey' });
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw refused();
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), gt(webauthnChallenges.expiresAt, new Date())))
    .returning();
  if (!row) throw refused();
  return row;
}

type KnownCredential = NonNullable<Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials']>[number];

/** A person's passkeys as a ceremony names them to the browser: each credential's id and how it connects. */
async function credentialsOf(db: Db, userId: string): Promise<KnownCredential[]> {
  const rows = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return rows.map((c) => ({ id: c.id, transports: (c.transports ?? undefined) as KnownCredential['transports'] }));
}

export async function registrationOptions(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string; name: string },
) {
  const { rpID } = relyingParty(deps.config, request);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: deps.config.org.name,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: await credentialsOf(deps.db, user.id),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(deps.db, reply, request, options.challenge, user.id);
  return options;
}

export async function registerPasskey(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  input: { response: unknown; name: string },
): Promise<void> {
  const challenge = await takeChallenge(deps.db, request, reply);
  if (challenge.userId !== userId) throw refused();
  const { origin, rpID } = relyingParty(deps.config, request);
  const result = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!result?.verified) throw refused();
  const { credential } = result.registrationInfo;
  await deps.db.insert(passkeys).values({
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
    name: input.name,
  });
}

/** Options for signing in: any passkey of this site (discoverable), or the pending person's. */
export async function authenticationOptions(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  userId?: string,
) {
  const { rpID } = relyingParty(deps.config, request);
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: userId ? await credentialsOf(deps.db, userId) : [],
  });
  await keepChallenge(deps.db, reply, request, options.challenge, userId);
  return options;
}

/** Checks a passkey's answer; the person it belongs to, or a refusal. */
export async function verifyPasskey(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  response: unknown,
): Promise<string> {
  const challenge = await takeChallenge(deps.db, request, reply);
  const answer = response as AuthenticationResponseJSON;
  if (typeof answer?.id !== 'string' || answer.id.length > 1400) throw refused();
  const [key] = await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, answer.id));
  if (!key || (challenge.userId && challenge.userId !== key.userId)) throw refused();
  const { origin, rpID } = relyingParty(deps.config, request);
  const result = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports ?? undefined,
      },
    })
    .catch(() => null);
  if (!result?.verified) throw refused();
  await deps.db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, key.id));
  return key.userId;
}
