import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/core/deps';
import { type ApiRoute, defineRoute, registerRoutes } from '~/server/core/http/route';
import { fieldContracts } from '~/shared/contracts/field';
import { FIELD_CHUNK_MAX_BYTES } from '~/shared/schemas/field';
import { FIELD } from '~/shared/staff-roles';
import { fieldTextOf } from '../texts';
import { readUpload, receiveChunk, uploadState } from './service';

const chunkRoute = defineRoute(fieldContracts.uploadChunk, {
  auth: 'admin',
  roles: FIELD,
  handler: async ({ deps, params, admin, request, reply }) => {
    const t = fieldTextOf(request);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const row = await receiveChunk(
      deps.db,
      { id: params.uploadId, officerId: admin.id, range: request.headers['content-range'], bytes },
      t,
    );
    void reply.header('upload-offset', String(row.received)).header('cache-control', 'no-store');
    const message =
      row.status === 'complete'
        ? t('api.uploadComplete')
        : t('api.chunkReceived', { received: row.received, total: row.total });
    return { message, data: uploadState(row) };
  },
});

/** How far an upload came: the phone asks after a dropped connection (HEAD: the Upload-Offset header alone). */
export const fieldUploadRoutes: ApiRoute[] = [
  defineRoute(fieldContracts.uploadState, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps, params, admin, request, reply }) => {
      const row = await readUpload(deps.db, params.uploadId, admin.id, fieldTextOf(request));
      void reply.header('upload-offset', String(row.received)).header('cache-control', 'no-store');
      return { data: uploadState(row) };
    },
  }),
];

/** In a scope of its own: a part of a photo arrives as raw bytes, whatever its declared type, at most 1 MiB. */
export function registerFieldUploads(app: FastifyInstance, deps: ApiDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FIELD_CHUNK_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    registerRoutes(scope, deps, [chunkRoute]);
  });
}
