import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { wasQueued } from '~/server/core/mail/notify';
import { givingText, planView } from '~/server/giving';
import { givingContracts } from '~/shared/contracts/my-giving';
import { changePlanMethod } from './plan-method';
import { tellPayerOfChange } from './plan-changes';
import { payerOf } from './service';

/** A plan's payment method, changed from the payer's giving page (plan-method.ts). */
export const planMethodRoutes: ApiRoute[] = [
  defineRoute(givingContracts.planMethod, {
    auth: 'public',
    rateLimit: 'public-write',
    notFound: () => givingText('errors.notFound'),
    handler: async ({ params, body, deps, request }) => {
      const email = await payerOf(deps, body.token);
      const lang = requestLanguage(request);
      const { token: _token, ...change } = body;
      const plan = await changePlanMethod(deps, params.id, email, change, lang);
      const outcome = await tellPayerOfChange(deps, plan.id, 'method', lang);
      request.log.info({ planId: plan.id, method: plan.method }, 'plan payment method changed by its payer');
      const key = plan.method === 'card' ? 'changed.methodCard' : 'changed.method';
      return { message: givingText(key, {}, lang), data: planView(plan), mailed: wasQueued(outcome) };
    },
  }),
];
