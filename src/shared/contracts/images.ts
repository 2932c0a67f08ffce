import { contract } from '~/shared/contract';
import { imageFileParams } from '~/shared/schemas/images';

/** Uploaded images (src/server/content/images/routes.ts); `imageSrcSet` in src/shared/images.ts builds their addresses. */
export const imageContracts = {
  one: contract({
    method: 'GET',
    url: '/api/images/:hash/:file',
    summary:
      'An uploaded image, as WebP at one of the stored widths; kept by caches for minutes only (a photo taken down must go)',
    tags: ['images'],
    params: imageFileParams,
  }),
};
