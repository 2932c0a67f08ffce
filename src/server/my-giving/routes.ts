import type { FastifyReply } from 'fastify';
import { afterResponse } from '~/server/core/http/after-response';
import { badRequest, notFound } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import {
  givingText,
  paymentsOf,
  planView,
  receiptPdf,
  receiptProfileOf,
  runPreapprovalPass,
  saveReceiptProfile,
  statementPdf,
} from '~/server/giving';
import { localizeIdentity } from '~/server/core/site/localize';
import type { ApiDeps } from '~/server/core/deps';
import type { Language } from '~/shared/i18n';
import { translate } from '~/shared/i18n';
import { givingContracts } from '~/shared/contracts/my-giving';
import { givingOf, payNow, payerOf, sendLink } from './service';
import { changeByPayer, tellPayerOfChange } from './plan-changes';
import { givingChangeRoutes } from './change-routes';
import { myDataRoutes } from './my-data-routes';
import { emailChangeRoutes } from './email-change-routes';
import { sponsorGiftRoutes } from './child-gift-routes';
import { givingPageRoute } from './page-route';
import { givingLanguageRoute } from './language';
import { queueMailEvent, wasQueued } from '~/server/core/mail/notify';
import { readIdentity } from '~/server/core/site/identity';

const NOT_FOUND = () => givingText('errors.notFound');

/** The payer's own giving page, reached by a signed link (mail/giving-token.ts) without an account. */
export const givingRoutes: ApiRoute[] = [
  defineRoute(givingContracts.link, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request, reply }) => {
      const email = body.email.toLowerCase();
      const lang = requestLanguage(request);
      // Whether the address ever gave is looked up after the answer is sent: the answer's
      // timing cannot tell a donor's address from a stranger's.
      afterResponse(reply, request.log, () => sendLink(deps, email, lang));
      return { message: givingText('linkSent') };
    },
  }),

  defineRoute(givingContracts.read, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return givingOf(deps, await payerOf(deps, query.token));
    },
  }),

  defineRoute(givingContracts.changePlan, {
    auth: 'public',
    rateLimit: 'public-write',
    notFound: NOT_FOUND,
    handler: async ({ params, body, deps, request, reply }) => {
      const email = await payerOf(deps, body.token);
      const { token: _token, ...change } = body;
      const lang = requestLanguage(request);
      const { plan, confirmBy } = await changeByPayer(deps, params.id, email, change);
      if (confirmBy) {
        const outcome = await queueMailEvent(deps, { type: 'plan-change-confirm', requestId: confirmBy, lang });
        request.log.info({ planId: plan.id }, 'plan raise asked by its payer: waiting for confirmation');
        void reply.code(202);
        // "We have sent you a link" only when it was queued (docs/decisions/004-email.md, "Nothing dropped in silence").
        const mailed = wasQueued(outcome);
        return {
          message: givingText(mailed ? 'changed.confirm' : 'changed.confirmNotMailed', {}, lang),
          data: planView(plan),
          mailed,
        };
      }
      // A pre-approval stopped (or its plan cancelled) is cancelled on MTN's side now, outside every transaction.
      if (change.action === 'stop-automatic' || change.action === 'cancel')
        await runPreapprovalPass({ ...deps, log: request.log }, new Date(), { planId: plan.id }).catch((err: unknown) =>
          request.log.warn({ err, planId: plan.id }, 'pre-approval not cancelled yet: the next pass will'),
        );
      await tellPayerOfChange(deps, plan.id, change.action, lang);
      request.log.info({ planId: plan.id, action: change.action }, 'plan changed by its payer');
      return { message: givingText(`changed.${change.action}`, {}, lang), data: planView(plan) };
    },
  }),

  defineRoute(givingContracts.payNow, {
    auth: 'public',
    rateLimit: 'public-write',
    notFound: NOT_FOUND,
    handler: async ({ params, body, deps, reply }) => {
      const result = await payNow(deps, params.id, await payerOf(deps, body.token));
      if (result.status === 'failed') return reply.code(402).send({ message: givingText('payFailed') });
      if (result.status === 'unknown')
        return reply
          .code(503)
          .header('retry-after', '60')
          .send({ message: translate('common:errors.serviceUnavailable') });
      if (result.status === 'pending') void reply.code(202);
      const { status, paymentId } = result;
      const redirect = 'redirectUrl' in result && result.redirectUrl ? { redirectUrl: result.redirectUrl } : {};
      return { message: givingText(`pay.${status}`), data: { status, paymentId, ...redirect } };
    },
  }),

  defineRoute(givingContracts.profile, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps }) => {
      const email = await payerOf(deps, body.token);
      const data = await saveReceiptProfile(deps.db, email, body);
      return { message: givingText('page.receiptProfile.saved'), data };
    },
  }),

  defineRoute(givingContracts.receipt, {
    auth: 'public',
    notFound: NOT_FOUND,
    handler: async ({ params, query, deps, request, reply }) => {
      const email = await payerOf(deps, query.token);
      const payment = (await paymentsOf(deps.db, email)).find((p) => p._id === params.id);
      if (!payment) throw notFound(NOT_FOUND());
      const lang = query.lang ?? requestLanguage(request);
      const { org, donor } = await receiptParties(deps, email, lang);
      return sendPdf(reply, await receiptPdf(org, payment, donor, lang), `receipt-${payment.reference}.pdf`);
    },
  }),

  defineRoute(givingContracts.statement, {
    auth: 'public',
    handler: async ({ query, deps, request, reply }) => {
      const email = await payerOf(deps, query.token);
      const year = Number(query.year);
      if (year > new Date().getUTCFullYear()) throw badRequest(`year: ${translate('validation:invalid')}`);
      const lang = query.lang ?? requestLanguage(request);
      const [{ org, donor }, payments] = await Promise.all([
        receiptParties(deps, email, lang),
        paymentsOf(deps.db, email, year, deps.config.ORG_TIME_ZONE),
      ]);
      return sendPdf(reply, await statementPdf(org, payments, donor, year, lang), `giving-statement-${year}.pdf`);
    },
  }),

  givingPageRoute,
  givingLanguageRoute,
  ...givingChangeRoutes,
  ...myDataRoutes,
  ...emailChangeRoutes,
  ...sponsorGiftRoutes,
];

/** The organisation as saved in Site settings (as on the e-mail that linked here), and who gave. */
async function receiptParties(deps: Pick<ApiDeps, 'db' | 'config'>, email: string, lang: Language) {
  const [identity, profile] = await Promise.all([readIdentity(deps.db, deps.config), receiptProfileOf(deps.db, email)]);
  return { org: localizeIdentity(identity, lang), donor: { ...profile, email } };
}

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
