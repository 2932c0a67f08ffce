import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { payments } from '~/server/core/db/schema';
import { notFound } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/core/http/route';
import { checkPayment } from '~/server/giving/payments/check';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { paymentContracts } from '~/shared/contracts/payments';
import type { ApiDeps } from '~/server/core/deps';

/** Providers' notifications are small; anything larger is not one. */
const CALLBACK_BODY_LIMIT = 16 * 1024;
const REAL_PROVIDERS = new Set(['mtn-momo', 'airtel-money', 'flutterwave']);
const uuid = z.uuid();

/**
 * A provider's notification is read (`parseWebhook`: Flutterwave's hash checked), but
 * never believed: it only names a payment, which is then asked about with the
 * provider's getStatus and settled from that answer (checkPayment). So a forged
 * callback changes nothing, and a duplicate or late one finds the payment settled.
 * Known providers always get 200, so they do not retry what we already know.
 */
async function receive(
  deps: PaymentDeps,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
) {
  const provider = REAL_PROVIDERS.has(providerName) ? deps.gateway.byName(providerName) : undefined;
  if (!provider) throw notFound();
  const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const event = await provider.parseWebhook(headers, raw).catch(() => null);
  if (!event || !uuid.safeParse(event.reference).success) return;
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, event.reference.toLowerCase()), eq(payments.provider, provider.name)));
  if (row?.status === 'pending') await checkPayment(deps, row);
  else if (row && row.status !== 'approved' && event.claimed === 'approved')
    // Money may have been taken after we gave up: staff must look (the row itself never changes again).
    deps.log?.warn(
      { paymentId: row.id, provider: row.provider, status: row.status },
      'approval claimed for a settled payment',
    );
}

const callbackRoute = (declared: typeof paymentContracts.callback | typeof paymentContracts.callbackPut): ApiRoute =>
  defineRoute(declared, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ params, deps, request }) => {
      await receive({ ...deps, log: request.log }, params.provider, request.headers, request.body);
      return { message: 'Received' };
    },
  });

/** In a scope of its own (with `more` callbacks of the same kind: MoMo pre-approvals'): the body is kept as bytes (a signature is over the bytes), whatever its type. */
export function registerPaymentCallbacks(app: FastifyInstance, deps: ApiDeps, more: ApiRoute[] = []): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    registerRoutes(scope, deps, [
      callbackRoute(paymentContracts.callback),
      callbackRoute(paymentContracts.callbackPut),
      ...more,
    ]);
  });
}
