import { eq } from 'drizzle-orm';
import { adminUsers, sessions } from '~/server/core/db/schema';
import { secondFactorWasReset } from '~/server/core/db/backup-secrets';
import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { authContracts } from '~/shared/contracts/auth';
import { translate } from '~/shared/i18n';

import { countAccountCodeFailure, refuseWhileLocked } from './code-lock';
import { countWrongCode, requirePending } from './pending';
import { endPendingSession, openFullSession, secondFactorsOf } from './sign-in';
import { checkTotp, newRecoveryCodes, newTotpSecret, totpEnrolment, spendRecoveryCode, spendTotpCode } from './totp';

const wrongCode = () => new HttpError(400, `code: ${translate('staff:api.wrongCode')}`);

/** The second step of signing in: a code (authenticator or recovery), or the enrolment of one. */
export const secondFactorRoutes: ApiRoute[] = [
  defineRoute(authContracts.pendingSignIn, {
    auth: 'public',
    handler: async ({ deps: { db }, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const pending = await requirePending(db, request);
      const factors = await secondFactorsOf(db, pending.userId);
      // An enrolment because a restore removed the authenticator app says so (backup-secrets.ts).
      const restored = pending.stage === 'enrol' && (await secondFactorWasReset(db, pending.userId));
      return {
        data: {
          stage: pending.stage,
          email: pending.email,
          methods: { totp: factors.totp, passkey: factors.passkeys > 0 },
          ...(restored ? { reason: 'restored' as const } : {}),
        },
      };
    },
  }),

  defineRoute(authContracts.secondFactor, {
    auth: 'public',
    handler: async ({ body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const pending = await requirePending(deps.db, request, 'second-factor');
      await refuseWhileLocked(deps.db, pending.email);
      const code = body.code.replace(/\s/g, '');
      const ok = /^\d{6}$/.test(code)
        ? await spendTotpCode(deps.db, pending.userId, code)
        : await spendRecoveryCode(deps.db, pending.userId, code);
      if (!ok) {
        await countWrongCode(deps.db, pending.sessionId);
        await countAccountCodeFailure(deps, { id: pending.userId, email: pending.email, name: pending.name });
        throw wrongCode();
      }
      await endPendingSession(deps.db, pending.token);
      return openFullSession(deps, request, reply, { ...pending, id: pending.userId });
    },
  }),

  defineRoute(authContracts.totpSetup, {
    auth: 'public',
    handler: async ({ deps: { db, config }, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const pending = await requirePending(db, request, 'enrol');
      // The same secret until it is confirmed: reloading the page must not invalidate a scanned code.
      const secret = pending.pendingTotpSecret ?? newTotpSecret();
      if (!pending.pendingTotpSecret)
        await db.update(sessions).set({ pendingTotpSecret: secret }).where(eq(sessions.id, pending.sessionId));
      return { data: await totpEnrolment(secret, pending.email, config.org.name) };
    },
  }),

  defineRoute(authContracts.totpConfirm, {
    auth: 'public',
    handler: async ({ body, deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const { db } = deps;
      const pending = await requirePending(db, request, 'enrol');
      const step = pending.pendingTotpSecret ? await checkTotp(pending.pendingTotpSecret, body.code) : null;
      if (step === null) {
        await countWrongCode(db, pending.sessionId);
        throw wrongCode();
      }
      await db
        .update(adminUsers)
        .set({ totpSecret: pending.pendingTotpSecret, totpLastStep: step })
        .where(eq(adminUsers.id, pending.userId));
      const recoveryCodes = await newRecoveryCodes(db, pending.userId);
      await endPendingSession(db, pending.token);
      const session = await openFullSession(deps, request, reply, { ...pending, id: pending.userId });
      return { recoveryCodes, session };
    },
  }),
];
