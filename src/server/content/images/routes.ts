import { z } from 'zod';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { imageExists, readImageVariant } from '~/server/core/images/store';
import { isPrivateImage } from '~/server/core/images/private';
import { IMAGE_WIDTHS } from '~/shared/images';

const NOT_FOUND = 'Image not found';

/**
 * Never `immutable`: the bytes behind an address do not change, but an image can be taken
 * down (a child's photo whose guardian withdrew consent, a removed post's or gift's image),
 * and no cache may keep it long after. Five minutes, then a 304 revalidation.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=300';
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
    summary:
      'An uploaded image, as WebP at one of the stored widths; kept by caches for minutes only (a photo taken down must go)',
    tags: ['images'],
    params: imageParams,
    notFound: NOT_FOUND,
    handler: async ({ params: { hash, file: width }, deps, request, reply }) => {
      const etag = `"${hash}-${width}"`;
      const gone = () => reply.code(404).header('cache-control', 'no-store').send({ message: NOT_FOUND });
      // A photo of a child's update or a sponsor's letter is never public (api/child-news serves it).
      if (await isPrivateImage(deps.db, hash)) return gone();
      // A 304 only while the image still exists: a browser revalidating a deleted one hears it is gone.
      if (request.headers['if-none-match'] === etag) {
        if (!(await imageExists(deps.db, hash))) return gone();
        return reply.code(304).header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag).send();
      }
      const bytes = await readImageVariant(deps.db, hash, width);
      if (!bytes) return gone();
      return reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag).type('image/webp').send(bytes);
    },
  }),
];
