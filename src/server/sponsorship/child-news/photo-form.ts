import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { unsupportedMediaType } from '~/server/core/http/multipart';
import { imageTooLarge } from '~/server/core/images/store';
import { MAX_IMAGE_BYTES } from '~/shared/schemas/gift';
import { translate } from '~/shared/i18n';
import { newsText } from './texts';

export interface PhotoForm {
  fields: Record<string, string>;
  files: Buffer[];
}

/**
 * A multipart form with up to `maxFiles` photos under `fileField` (an update's photos;
 * http/multipart.ts reads one file only). Read to its end before any refusal, so an upload
 * is never cut short: 413 for a photo over the size limit or too many photos, 400 for a
 * file under another name or a broken body, 415 for a body that is not multipart.
 */
export async function readPhotoForm(request: FastifyRequest, fileField: string, maxFiles: number): Promise<PhotoForm> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  let refusal: HttpError | null = null;
  const refuse = (e: HttpError) => (refusal ??= e);
  const tooMany = () => new HttpError(413, newsText('errors.tooManyPhotos', { max: maxFiles }));
  try {
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize: MAX_IMAGE_BYTES } })) {
      if (part.type === 'file') {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            refuse(imageTooLarge());
            continue;
          }
          throw error;
        }
        // An empty file input still sends an empty, nameless part.
        if (bytes.length === 0 && !part.filename) continue;
        if (part.fieldname !== fileField) refuse(badRequest(`${part.fieldname}: unexpected file`));
        else files.push(bytes);
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        refuse(new HttpError(413, translate('common:errors.bodyTooLarge')));
        continue;
      }
      fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (refusal) throw refusal;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (error instanceof HttpError) throw error;
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw badRequest('body: the multipart form data is malformed');
  }
  if (refusal) throw refusal;
  return { fields, files };
}
