import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Db } from '~/server/core/db/client';
import { resolveAdmin } from '~/server/core/auth/guard';
import { adminOnlyAssets, requestedFile } from './admin-assets';

/**
 * The built browser files. Those only the dashboard uses are refused (404) to anyone
 * without a session, so no admin code reaches a visitor's browser (admin-assets.ts).
 */
export async function serveBuildAssets(app: FastifyInstance, { db, clientDir }: { db: Db; clientDir: string }) {
  const adminAssets = adminOnlyAssets(clientDir);
  app.addHook('onRequest', async (request, reply) => {
    if (!adminAssets.has(requestedFile(request.url) ?? '')) return;
    if (!(await resolveAdmin(db, request))) return reply.code(404).send({ message: 'Not found' });
  });
  // Hashed files never change: cache for a year. Everything else in the build briefly.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build's brotli and gzip copies of each script and stylesheet (precompress-assets.ts),
    // sent as they are; other files are compressed per request as before.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const served = `/${path.relative(clientDir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      void reply.header(
        'cache-control',
        // The dashboard's own files go to staff only: no shared cache may keep them.
        adminAssets.has(served)
          ? 'private, max-age=31536000, immutable'
          : filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
      );
    },
  });
}
