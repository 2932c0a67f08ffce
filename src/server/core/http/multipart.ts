import type { FastifyRequest } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { HttpError, badRequest } from '~/server/core/http/errors';
import { imageTooLarge, storeImage } from '~/server/core/images/store';
import { translate } from '~/shared/i18n';

/** Text fields of a multipart body; a field sent several times becomes a list. */
export type FormFields = Record<string, string | string[]>;

export interface MultipartForm {
  fields: FormFields;
  /** The bytes of the one expected file, or null when none was chosen. */
  file: Buffer | null;
  /** Its name as sent ('' when none). */
  fileName: string;
}

export const unsupportedMediaType = () => new HttpError(415, translate('common:errors.unsupportedMediaType'));

/** The text fields read before a body was refused, by refusal (a page's form goes back where it came from). */
const fieldsRead = new WeakMap<object, FormFields>();
/** The text fields a refused multipart body held (those sent before and after its file), or none. */
export const fieldsOfRefusal = (error: unknown): FormFields => (error instanceof Error && fieldsRead.get(error)) || {};
const refused = (error: HttpError, fields: FormFields) => (fieldsRead.set(error, fields), error);

interface MultipartError {
  code?: string;
  statusCode?: number;
}

/**
 * Reads a multipart body: every text field and at most one file, under `fileField`.
 * The size limits are @fastify/multipart's (registered in app.ts: 5 MB per file, one
 * file); a larger file is 413 with the catalogue's wording. Any other body is 415.
 * The whole body is read before answering, so a refusal never cuts an upload short.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  /** A limit of the route's own (a spreadsheet's), instead of the images' 5 MB. */
  maxBytes?: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw unsupportedMediaType();
  const fields: FormFields = {};
  let file: Buffer | null = null;
  let fileName = '';
  let reading = '';
  const tooLarge = (file = '') =>
    maxBytes
      ? new HttpError(413, translate('common:errors.fileTooLarge', { file, mb: Math.floor(maxBytes / 1024 / 1024) }))
      : imageTooLarge();
  let refusal: HttpError | null = null;
  const refuse = (e: HttpError) => (refusal ??= e);

  try {
    for await (const part of request.parts(maxBytes ? { limits: { fileSize: maxBytes } } : undefined)) {
      if (part.type === 'file') {
        reading = part.filename ?? '';
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          // Read to its end already; keep going so the rest of the body is consumed too.
          if ((error as MultipartError).code === 'FST_REQ_FILE_TOO_LARGE') {
            refuse(tooLarge(part.filename));
            continue;
          }
          throw error;
        }
        // A form whose file input was left empty still sends an empty, nameless part.
        if (bytes.length === 0 && !part.filename) continue;
        if (part.fieldname !== fileField)
          refuse(badRequest(`${part.fieldname}: unexpected file (send it as "${fileField}")`));
        else if (file) refuse(badRequest(`${fileField}: only one file may be sent`));
        else {
          file = bytes;
          fileName = part.filename ?? '';
        }
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        refuse(new HttpError(413, translate('common:errors.bodyTooLarge')));
        continue;
      }
      const value = String(part.value);
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (error) {
    if (refusal) throw refused(refusal, fields);
    const { code, statusCode } = error as MultipartError;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refused(tooLarge(reading), fields);
    if (error instanceof HttpError) throw error;
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    // busboy's own complaints (no boundary, a part cut short...) carry no status.
    throw badRequest('body: the multipart form data is malformed');
  }
  if (refusal) throw refused(refusal, fields);
  return { fields, file, fileName };
}

/** Stores the uploaded image (judged by its bytes: 413 / 415), or null when none was sent. */
export async function storeUploadedImage(db: Db, file: Buffer | null): Promise<string | null> {
  return file ? storeImage(db, file) : null;
}
