import { answerForm } from '~/server/sponsorship/child-news/form-answer';
import { writeLetter } from '~/server/sponsorship/child-news/letters';
import { readPhotoForm } from '~/server/sponsorship/child-news/photo-form';
import { IMAGE_NOT_FOUND, sendPrivateImage } from '~/server/sponsorship/child-news/serve-image';
import { newsForSponsor, sponsorMaySee } from '~/server/sponsorship/child-news/sponsor-news';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { parseInput } from '~/server/core/http/errors';
import { signedPayer } from '~/server/giving';
import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { storePrivateImage } from '~/server/core/images/private';
import { letterInputSchema } from '~/shared/schemas/child-news';
import { imageUrl } from '~/shared/images';
import { sponsorNewsContracts } from '~/shared/contracts/sponsor-news';

/**
 * The sponsor's side, reached with the signed link of their giving page (no account):
 * their children's news and their letters. Never public: every answer is for the link's
 * address only, and kept out of shared caches.
 */
export const sponsorNewsRoutes: ApiRoute[] = [
  defineRoute(sponsorNewsContracts.news, {
    auth: 'public',
    handler: async ({ query, deps, request, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const email = await signedPayer(deps.db, query.token);
      return { data: await newsForSponsor(deps.db, email, requestLanguage(request), query.token) };
    },
  }),

  defineRoute(sponsorNewsContracts.image, {
    auth: 'public',
    notFound: IMAGE_NOT_FOUND,
    handler: async ({ params, query, deps, reply }) => {
      const email = await signedPayer(deps.db, query.token);
      if (!(await sponsorMaySee(deps.db, email, imageUrl(params.hash))))
        return reply.code(404).header('cache-control', 'no-store').send({ message: IMAGE_NOT_FOUND });
      return sendPrivateImage(deps.db, reply, params.hash, params.file);
    },
  }),

  defineRoute(sponsorNewsContracts.writeLetter, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ deps, request, reply }) => {
      const lang = requestLanguage(request);
      let back = '/my-giving';
      return answerForm(
        request,
        reply,
        () => back,
        async () => {
          const multipart = request.isMultipart();
          const form = multipart ? await readPhotoForm(request, 'photo', 1) : null;
          const raw = form ? form.fields : request.body;
          const token = (raw as { token?: unknown } | null)?.token;
          if (typeof token === 'string' && token.length <= 1000)
            back = `/my-giving?token=${encodeURIComponent(token)}&lang=${lang}#letters`;
          const input = parseInput(letterInputSchema, raw);
          const email = await signedPayer(deps.db, input.token);
          const photo = form?.files[0] ? await storePrivateImage(deps.db, form.files[0]) : null;
          const letter = await writeLetter(deps, email, { ...input, image: photo, lang });
          request.log.info({ letterId: letter.id }, 'letter written: waiting for moderation');
          return { message: newsText('letterSent', {}, lang), data: { _id: letter.id, status: 'pending' as const } };
        },
      );
    },
  }),
];
