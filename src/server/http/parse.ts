import { z } from 'zod';
import { notFound } from '~/server/http/errors';
import { idSchema } from '~/shared/schemas/common';

/**
 * The one id rule of the API: a record id in the path is a uuid; anything else cannot
 * name a record, so it is 404 like an unknown id (never 400). Lower-cased, as stored.
 */
export function parseId(raw: unknown, message?: string): string {
  const result = idSchema.safeParse(raw);
  if (!result.success) throw notFound(message);
  return result.data.toLowerCase();
}

/** The path parameters of a route on one record (`/api/x/:id`), for `defineRoute`'s `params`. */
export const idParams = z.object({ id: idSchema.transform((id) => id.toLowerCase()) });
