import { defineRoute, type ApiRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { wasQueued } from '~/server/core/mail/notify';
import { givingSecret, givingText, signGivingToken } from '~/server/giving';
import { myDataContracts } from '~/shared/contracts/my-data';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change';

/** A supporter's change of e-mail address from their own page, confirmed from the new inbox (email-change.ts). */
export const emailChangeRoutes: ApiRoute[] = [
  defineRoute(myDataContracts.requestEmail, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const lang = requestLanguage(request);
      const { to, outcome } = await requestEmailChange(deps, body.token, body.email, lang);
      request.log.info({ outcome }, 'supporter asked to change their e-mail address');
      // "We sent a link" only when one was queued (a capped or suppressed address is told so).
      return {
        message: givingText(
          wasQueued(outcome) ? 'myData.email.requested' : 'myData.email.notMailed',
          { email: to },
          lang,
        ),
      };
    },
  }),

  defineRoute(myDataContracts.pendingEmail, {
    auth: 'public',
    handler: async ({ query, deps, request, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const change = await pendingEmailChange(deps.db, query.token, requestLanguage(request));
      return { data: { email: change.to, expiresAt: new Date(change.expiresAt).toISOString() } };
    },
  }),

  defineRoute(myDataContracts.confirmEmail, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const lang = requestLanguage(request);
      const { change, mailed } = await confirmEmailChange(deps, body.token, lang);
      request.log.info('supporter changed their e-mail address');
      // The link came from the new inbox: the page leads on to the person's page at the new address.
      const pageLink = `/my-giving?${new URLSearchParams({ token: signGivingToken(change.to, await givingSecret(deps.db)), lang })}`;
      return { message: givingText('myData.email.changed', { email: change.to }, lang), mailed, pageLink };
    },
  }),
];
