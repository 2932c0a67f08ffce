import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import type { Db } from '~/server/db/client';
import { badRequest } from '~/server/http/errors';
import { emailT } from '~/server/mail/layout';
import { queueMailEvent } from '~/server/mail/notify';
import { confirmSecret, verifyConfirmToken } from '~/server/mail/subscription-token';
import { isSubscribed } from '~/server/api/newsletter/unsubscribe';
import type { Language } from '~/shared/i18n';
import { subscribe } from './service';

/**
 * Double opt-in: a subscription request sends the address a signed link and stores
 * nothing; following the link adds it. A stranger can therefore not put someone
 * else's address on the list, and the answer is the same whether or not the address
 * was already there (it says nothing about who subscribes).
 */
export async function requestSubscription(deps: ApiDeps, email: string, lang: Language): Promise<void> {
  const address = email.trim().toLowerCase();
  if (await isSubscribed(deps.db, address)) return;
  await queueMailEvent(deps, { type: 'subscription-confirmation', email: address, lang });
}

/** Adds the address a confirmation token stands for; 400 when it is forged or expired. */
export async function confirmSubscription(db: Db, token: unknown): Promise<string> {
  const email = verifyConfirmToken(token, await confirmSecret(db));
  if (!email) throw badRequest(emailT('api.invalidConfirmToken'));
  await subscribe(db, email);
  return email;
}

const tokenBody = z.object({ token: z.string().max(1000) });

export function confirmRoutes(app: FastifyInstance, deps: ApiDeps): void {
  app.post<{ Body: { token?: unknown } }>(
    '/api/subscriptions/confirm',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary: 'Confirm a newsletter subscription with the signed token of its e-mail (double opt-in)',
          tags: ['subscriptions'],
          body: tokenBody,
          response: z.object({ message: z.string() }),
        },
      },
    },
    async (request) => {
      await confirmSubscription(deps.db, request.body?.token);
      return { message: emailT('api.subscriptionConfirmed') };
    },
  );
}
