import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { queueMailEvent } from '~/server/mail/notify';
import { badRequest, parseInput } from '~/server/http/errors';
import { readMultipart, unsupportedMediaType } from '~/server/http/multipart';
import { storeImage } from '~/server/api/images/store';
import { readIdempotencyKey } from '~/server/payments/idempotency-key';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import { translate } from '~/shared/i18n';
import { sponsorToggleSchema } from '~/shared/schemas/child';
import { childBodySchema, translatableFields } from '~/shared/schemas/translations';
import { contentLanguage } from '~/server/http/language';
import { languageQuerySchema, localizeAll } from '~/server/api/localize';
import { sponsorshipPaymentSchema } from '~/shared/schemas/payment';
import {
  childId,
  createChild,
  deleteChild,
  listAdminChildren,
  listPublicChildren,
  setSponsored,
  updateChild,
} from './service';
import { paySponsorship } from './sponsorship-payment';

type IdParams = { Params: { id: string } };
const tags = ['sponsorship'];
const multipart = { fileField: 'photo' };

export function childrenRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.get(
    '/api/pending/sponsors',
    {
      config: {
        auth: 'public',
        openapi: {
          summary:
            'Every child with public fields, in the language asked for (?lang=); the page shows the unsponsored ones',
          tags,
          query: languageQuerySchema,
        },
      },
    },
    async (request) => {
      const lang = contentLanguage(request);
      return { data: localizeAll(await listPublicChildren(db), translatableFields.child, lang), lang };
    },
  );

  app.get(
    '/api/sponsors',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Every child as stored (English fields and their translations), with its latest sponsor',
          tags,
        },
      },
    },
    async () => ({ data: await listAdminChildren(db) }),
  );

  app.post(
    '/api/add/sponsors',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Add a child (multipart; the photo file is required; translations as a JSON string)',
          tags,
          body: childBodySchema,
          multipart,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, multipart.fileField);
      const input = parseInput(childBodySchema, form.fields);
      if (!form.file) throw badRequest(`photo: ${translate('validation:child.photo')}`);
      const photo = await storeImage(db, form.file);
      return reply.code(201).send({ data: await createChild(db, input, photo, request.admin!.id) });
    },
  );

  app.put<IdParams>(
    '/api/sponsors/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary:
            'Edit a child (multipart; the photo, and the translations, are kept when none are sent), or JSON { isSponsored } to toggle',
          tags,
          body: childBodySchema,
          multipart,
        },
      },
    },
    async (request) => {
      const id = childId(request.params.id);
      if (request.isMultipart()) {
        const form = await readMultipart(request, multipart.fileField);
        const input = parseInput(childBodySchema, form.fields);
        const photo = form.file ? await storeImage(db, form.file) : null;
        return { data: await updateChild(db, id, input, photo, request.admin!.id) };
      }
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) throw unsupportedMediaType();
      const { isSponsored } = parseInput(sponsorToggleSchema, request.body);
      return { data: await setSponsored(db, id, isSponsored, request.admin!.id) };
    },
  );

  app.delete<IdParams>(
    '/api/sponsors/:id',
    { config: { auth: 'admin', openapi: { summary: 'Delete a child (past payments and the photo stay)', tags } } },
    async (request) => {
      const id = childId(request.params.id);
      await deleteChild(db, id, request.admin!.id);
      return { data: { _id: id } };
    },
  );

  app.post(
    '/api/pay/sponsors',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary:
            'Pay a sponsorship (sandbox). 404 unknown child, 409 already sponsored, 402 declined; optional Idempotency-Key header',
          tags,
          body: sponsorshipPaymentSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(sponsorshipPaymentSchema, request.body);
      const answer = await paySponsorship(db, request.log, input, readIdempotencyKey(request));
      if (!answer.replayed) {
        const sponsorshipPaymentId = (answer.body as { data: { _id: string } }).data._id;
        await queueMailEvent(deps, { type: 'sponsorship-confirmation', sponsorshipPaymentId }).catch((err: unknown) =>
          request.log.error({ err }, 'could not queue the sponsorship confirmation'),
        );
      }
      return sendPaymentAnswer(reply, answer);
    },
  );
}
