import { newsForSponsor, sponsorDepartures } from '~/server/sponsorship';
import { requestLanguage } from '~/server/core/http/language';
import { defineRoute } from '~/server/core/http/route';
import { myDataOf, personByEmail } from '~/server/people';
import { givingContracts } from '~/shared/contracts/my-giving';
import { sponsorGiftsOf } from './child-gift-routes';
import { givingOf, payerOf } from './service';
import { supporterLanguage } from './language';

/**
 * The payer's own page in one read: the link is checked once, and each part is read as
 * its own route reads it (what they gave and their plans, their data and consents, their
 * sponsored children's news, gifts to them, and those who left).
 */
export const givingPageRoute = defineRoute(givingContracts.page, {
  auth: 'public',
  handler: async ({ query, deps, request, reply }) => {
    void reply.header('cache-control', 'private, no-store');
    const email = await payerOf(deps, query.token);
    const [giving, myData, news, gifts, departures, lang] = await Promise.all([
      givingOf(deps, email),
      personByEmail(deps.db, email).then((person) => myDataOf(deps.db, person)),
      newsForSponsor(deps.db, email, requestLanguage(request), query.token),
      sponsorGiftsOf(deps, email),
      sponsorDepartures(deps.db, email),
      supporterLanguage(deps.db, email),
    ]);
    return { data: { giving: giving.data, myData, news, gifts, departures, lang } };
  },
});
