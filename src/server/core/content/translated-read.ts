import type { FastifyRequest } from 'fastify';
import type { Db } from '~/server/core/db/client';
import { resolveAdmin } from '~/server/core/auth/guard';
import { contentLanguage } from '~/server/core/http/language';
import { isAnonymous } from '~/server/core/http/public-cache';
import { localize } from '~/server/core/content/localize';
import type { ContentTranslations } from '~/shared/schemas/translations';

type Translatable = { translations?: ContentTranslations | null };

/**
 * The answer of a public read of staff-entered content (gifts, posts, skills): each record
 * in the language asked for. docs/product.md's admin calls read the same paths, so a caller with a
 * valid admin session also gets each record's stored `translations`, which the admin
 * forms edit; asked with `?lang=en`, the other fields are then the record as stored.
 * Visitors' answers (the cached ones) are unchanged.
 */
export async function translatedRead<R extends Translatable>(
  db: Db,
  request: FastifyRequest,
  records: R[],
  fields: readonly string[],
) {
  const lang = contentLanguage(request);
  const staff = !isAnonymous(request) && (await resolveAdmin(db, request)) !== null;
  const data = records.map((record) => ({
    ...localize(record, fields, lang),
    ...(staff ? { translations: record.translations ?? {} } : {}),
  }));
  return { data, lang };
}
