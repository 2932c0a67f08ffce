import { givingSecret, givingText, planView, signGivingToken } from '~/server/giving';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { queueMailEvent, wasQueued } from '~/server/core/mail/notify';
import { givingContracts } from '~/shared/contracts/my-giving';
import { confirmChange, pendingChange, revokeLinks, tellPayerOfChange } from './plan-changes';
import { payerOf } from './service';

/** A raise confirmed from the payer's inbox, and "sign out of all links" (plan-changes.ts). */
export const givingChangeRoutes: ApiRoute[] = [
  defineRoute(givingContracts.pendingChange, {
    auth: 'public',
    handler: async ({ query, deps, request: req, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const { request, plan } = await pendingChange(deps, query.token, requestLanguage(req));
      return { data: { plan: planView(plan), amount: request.amountRwf, expiresAt: request.expiresAt.toISOString() } };
    },
  }),

  defineRoute(givingContracts.confirmChange, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const lang = requestLanguage(request);
      const plan = await confirmChange(deps, body.token, lang);
      const outcome = await tellPayerOfChange(deps, plan.id, 'amount', lang);
      request.log.info({ planId: plan.id }, 'plan raise confirmed by its payer');
      // The page says "we have e-mailed you a confirmation" only when one was queued.
      // The confirmation link came from the payer's inbox: the page leads back to their own page.
      const pageLink = `/my-giving?${new URLSearchParams({ token: signGivingToken(plan.payerEmail, await givingSecret(deps.db)), lang })}`;
      return {
        message: givingText('changed.amount', {}, lang),
        data: planView(plan),
        mailed: wasQueued(outcome),
        pageLink,
      };
    },
  }),

  defineRoute(givingContracts.revoke, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const email = await payerOf(deps, body.token);
      const now = new Date();
      await revokeLinks(deps, email, now);
      const lang = requestLanguage(request);
      const outcome = await queueMailEvent(deps, { type: 'giving-link', email, lang, revokedAt: now.toISOString() });
      return { message: givingText(wasQueued(outcome) ? 'revoked' : 'revokedNotMailed', {}, lang) };
    },
  }),
];
