import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { afterResponse } from '~/server/core/http/after-response';
import { badRequest, notFound } from '~/server/core/http/errors';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { receiptPdf, statementPdf } from '~/server/giving/recurring/pdf';
import { receiptProfileOf, saveReceiptProfile } from '~/server/giving/recurring/receipt-profile';
import { localizeIdentity } from '~/server/core/site/localize';
import type { ApiDeps } from '~/server/core/deps';
import type { Language } from '~/shared/i18n';
import { paymentsOf, planView } from '~/server/giving/recurring/giving';
import { translate } from '~/shared/i18n';
import { givingText } from '~/server/giving/recurring/texts';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  givingAnswerSchema,
  givingLinkInputSchema,
  givingQuerySchema,
  givingTokenSchema,
  planAnswerSchema,
  planChangeBodySchema,
  receiptProfileAnswerSchema,
  receiptProfileInputSchema,
  receiptQuerySchema,
} from '~/shared/schemas/giving';
import { givingOf, payNow, payerOf, sendLink } from './service';
import { changeByPayer } from './plan-changes';
import { runPreapprovalPass } from '~/server/giving/recurring/preapproval-pass';
import { givingChangeRoutes } from './change-routes';
import { myDataRoutes } from './my-data-routes';
import { emailChangeRoutes } from './email-change-routes';
import { sponsorGiftRoutes } from './child-gift-routes';
import { givingPageRoute } from './page-route';
import { givingLanguageRoute } from './language';
import { queueMailEvent, wasQueued } from '~/server/core/mail/notify';
import { readIdentity } from '~/server/core/site/identity';

const tags = ['giving'];
const NOT_FOUND = () => givingText('errors.notFound');

const payNowAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({
    status: z.enum(['paid', 'pending']),
    paymentId: z.uuid().nullable(),
    redirectUrl: z.string().optional(),
  }),
});

/** The payer's own giving page, reached by a signed link (mail/giving-token.ts) without an account. */
export const givingRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/giving/link',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'E-mails a fresh link to the giving page when the address ever gave; 202 with the same answer either way',
    tags,
    body: givingLinkInputSchema,
    status: 202,
    response: messageAnswerSchema,
    handler: async ({ body, deps, request, reply }) => {
      const email = body.email.toLowerCase();
      const lang = requestLanguage(request);
      // Whether the address ever gave is looked up after the answer is sent: the answer's
      // timing cannot tell a donor's address from a stranger's.
      afterResponse(reply, request.log, () => sendLink(deps, email, lang));
      return { message: givingText('linkSent') };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving',
    auth: 'public',
    summary:
      "The signed link's address: its payments (with receipts) and monthly plans; 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: givingAnswerSchema,
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return givingOf(deps, await payerOf(deps, query.token));
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/plans/:id',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Changes one of the payer\'s plans: { token, action: "amount", amount } | { action: "day", dayOfMonth } | pause | resume | cancel | skip (this month, no debt) | stop-automatic (no more MoMo debits without a prompt). The payer is e-mailed every change; a raise answers 202 and waits for the payer to confirm it from the link e-mailed to them (400 above PLAN_MAX_RWF)',
    tags,
    params: idParams,
    notFound: NOT_FOUND,
    body: planChangeBodySchema,
    response: planAnswerSchema,
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
      const at = new Date().toISOString();
      await queueMailEvent(deps, {
        type: 'plan-changed',
        planId: plan.id,
        action: change.action,
        by: 'payer',
        at,
        lang,
      });
      request.log.info({ planId: plan.id, action: change.action }, 'plan changed by its payer');
      return { message: givingText(`changed.${change.action}`, {}, lang), data: planView(plan) };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/plans/:id/pay',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Pays the month being retried (or a lapsed plan) now: 201 paid, 202 pending (approve on the phone / card page), 402 declined',
    tags,
    params: idParams,
    notFound: NOT_FOUND,
    body: z.strictObject({ token: givingTokenSchema }),
    status: 201,
    response: payNowAnswerSchema,
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

  defineRoute({
    method: 'POST',
    url: '/api/giving/profile',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      "Sets the name and the optional postal address printed on the payer's receipts and statements (an empty name: the one given with the gifts)",
    tags,
    body: receiptProfileInputSchema,
    response: receiptProfileAnswerSchema,
    handler: async ({ body, deps }) => {
      const email = await payerOf(deps, body.token);
      const data = await saveReceiptProfile(deps.db, email, body);
      return { message: givingText('page.receiptProfile.saved'), data };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving/receipts/:id',
    auth: 'public',
    summary: "One of the link's payments as a PDF receipt (?token=&lang=)",
    tags,
    params: idParams,
    notFound: NOT_FOUND,
    query: receiptQuerySchema,
    handler: async ({ params, query, deps, request, reply }) => {
      const email = await payerOf(deps, query.token);
      const payment = (await paymentsOf(deps.db, email)).find((p) => p._id === params.id);
      if (!payment) throw notFound(NOT_FOUND());
      const lang = query.lang ?? requestLanguage(request);
      const { org, donor } = await receiptParties(deps, email, lang);
      return sendPdf(reply, await receiptPdf(org, payment, donor, lang), `receipt-${payment.reference}.pdf`);
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving/statement',
    auth: 'public',
    summary: "The link's address's giving statement for one year, as a PDF (?token=&year=&lang=)",
    tags,
    query: receiptQuerySchema.extend({ year: z.string().regex(/^20\d\d$/, 'year') }),
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
