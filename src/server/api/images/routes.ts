import { z } from 'zod';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { readImageVariant } from '~/server/images/store';
import { IMAGE_WIDTHS } from '~/shared/images';

const NOT_FOUND = 'Image not found';
/** `/api/images/<hash>/<width>.webp`: a 32-hex hash and one of the stored widths. */
const imageParams = z.object({
  hash: z.string().regex(/^[a-f0-9]{32}$/),
  file: z
    .string()
    .regex(new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.webp$`))
    .transform((file) => Number.parseInt(file, 10)),
});

export const imageRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/images/:hash/:file',
    auth: 'public',
    summary: 'An uploaded image, as WebP at one of the stored widths (immutable)',
    tags: ['images'],
    params: imageParams,
    notFound: NOT_FOUND,
    handler: async ({ params: { hash, file: width }, deps, request, reply }) => {
      const etag = `"${hash}-${width}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = await readImageVariant(deps.db, hash, width);
      if (!bytes) return reply.code(404).send({ message: NOT_FOUND });
      // Content-addressed: the bytes behind this URL never change.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type('image/webp')
        .send(bytes);
    },
  }),
];
