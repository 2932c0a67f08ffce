import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { IMAGE_WIDTHS } from '~/shared/images';
import { readImageVariant } from './store';

export function imageRoutes(app: FastifyInstance, { db }: ApiDeps): void {
  app.get<{ Params: { hash: string; file: string } }>(
    '/api/images/:hash/:file',
    { config: { auth: 'public' } },
    async (request, reply) => {
      const { hash, file } = request.params;
      const width = Number(/^(\d+)\.webp$/.exec(file)?.[1]);
      if (!/^[a-f0-9]{32}$/.test(hash) || !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number])) {
        return reply.code(404).send({ message: 'Image not found' });
      }
      const etag = `"${hash}-${width}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = await readImageVariant(db, hash, width);
      if (!bytes) return reply.code(404).send({ message: 'Image not found' });
      // Content-addressed: the bytes behind this URL never change.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .type('image/webp')
        .send(bytes);
    },
  );
}
