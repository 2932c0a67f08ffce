import { z } from 'zod';
import { answerForm } from '~/server/sponsorship/child-news/form-answer';
import { writeLetter } from '~/server/sponsorship/child-news/letters';
import { readPhotoForm } from '~/server/sponsorship/child-news/photo-form';
import { IMAGE_NOT_FOUND, privateImageParams, sendPrivateImage } from '~/server/sponsorship/child-news/serve-image';
import { newsForSponsor, sponsorMaySee } from '~/server/sponsorship/child-news/sponsor-news';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { parseInput } from '~/server/core/http/errors';
import { signedPayer } from '~/server/giving/links/giving-token';
import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { storePrivateImage } from '~/server/core/images/private';
import { givingQuerySchema } from '~/shared/schemas/giving';
import { childNewsAnswerSchema, letterInputSchema } from '~/shared/schemas/child-news';
import { messageAndDataOf } from '~/shared/schemas/record';
import { imageUrl } from '~/shared/images';

const tags = ['giving'];

/**
 * The sponsor's side, reached with the signed link of their giving page (no account):
 * their children's news and their letters. Never public: every answer is for the link's
 * address only, and kept out of shared caches.
 */
export const sponsorNewsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/giving/news',
    auth: 'public',
    summary:
      "The children the signed link's address sponsors or sponsored, with the updates posted for them while they did, and their letters; 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: childNewsAnswerSchema,
    handler: async ({ query, deps, request, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const email = await signedPayer(deps.db, query.token);
      return { data: await newsForSponsor(deps.db, email, requestLanguage(request), query.token) };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving/news/images/:hash/:file',
    auth: 'public',
    summary:
      "A photo of an update or letter the signed link's address may see (?token=), as WebP; 404 for any other image, 403 without a valid link",
    tags,
    params: privateImageParams,
    notFound: IMAGE_NOT_FOUND,
    query: givingQuerySchema,
    handler: async ({ params, query, deps, reply }) => {
      const email = await signedPayer(deps.db, query.token);
      if (!(await sponsorMaySee(deps.db, email, imageUrl(params.hash))))
        return reply.code(404).header('cache-control', 'no-store').send({ message: IMAGE_NOT_FOUND });
      return sendPrivateImage(deps.db, reply, params.hash, params.file);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/letters',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'A letter from a sponsor to the child of one of their current sponsorships ({ token, sponsorshipId, text }, JSON or multipart with an optional file "photo"): it waits for staff moderation; 201. A page\'s form post (Accept: text/html) is answered 303 back to the giving page',
    tags,
    status: 201,
    response: messageAndDataOf(z.strictObject({ _id: z.uuid(), status: z.literal('pending') })),
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
