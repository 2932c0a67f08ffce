import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { imageExists, readImageVariant } from '~/server/core/images/store';
import { isPrivateImage } from '~/server/core/images/private';
import { imageContracts } from '~/shared/contracts/images';

const NOT_FOUND = 'Image not found';

/**
 * Never `immutable`: the bytes behind an address do not change, but an image can be taken
 * down (a child's photo whose guardian withdrew consent, a removed post's or gift's image),
 * and no cache may keep it long after. Five minutes, then a 304 revalidation.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=300';

export const imageRoutes: ApiRoute[] = [
  defineRoute(imageContracts.one, {
    auth: 'public',
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
