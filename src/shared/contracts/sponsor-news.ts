import { z } from 'zod';
import { contract } from '~/shared/contract';
import { childNewsAnswerSchema } from '~/shared/schemas/child-news';
import { givingQuerySchema, receiptQuerySchema } from '~/shared/schemas/giving';
import { idParams } from '~/shared/schemas/common';
import { imageFileParams } from '~/shared/schemas/images';
import { messageAndDataOf } from '~/shared/schemas/record';

const tags = ['giving'];

/**
 * The sponsor's side of their children's news, reached with the signed link of their
 * giving page (src/server/sponsorship/sponsor-news/routes.ts).
 */
export const sponsorNewsContracts = {
  news: contract({
    method: 'GET',
    url: '/api/giving/news',
    summary:
      "The children the signed link's address sponsors or sponsored, with the updates posted for them while they did, and their letters; 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: childNewsAnswerSchema,
  }),
  image: contract({
    method: 'GET',
    url: '/api/giving/news/images/:hash/:file',
    summary:
      "A photo of an update or letter the signed link's address may see (?token=), as WebP; 404 for any other image, 403 without a valid link",
    tags,
    params: imageFileParams,
    query: givingQuerySchema,
  }),
  yearReport: contract({
    method: 'GET',
    url: '/api/giving/news/reports/:id',
    summary:
      "A progress report from the field the signed link's address sees (the update's id), as a one-page PDF in the sponsor's language (?token=&lang=)",
    tags,
    params: idParams,
    query: receiptQuerySchema,
  }),
  writeLetter: contract({
    method: 'POST',
    url: '/api/giving/letters',
    summary:
      'A letter from a sponsor to the child of one of their current sponsorships ({ token, sponsorshipId, text }, JSON or multipart with an optional file "photo"): it waits for staff moderation; 201. A page\'s form post (Accept: text/html) is answered 303 back to the giving page',
    tags,
    status: 201,
    response: messageAndDataOf(z.strictObject({ _id: z.uuid(), status: z.literal('pending') })),
  }),
};
