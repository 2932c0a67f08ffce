import { z } from 'zod';
import { idSchema } from '~/shared/schemas/common';

/**
 * The one id rule of the API, for `defineRoute`'s `params` on routes of one record
 * (`/api/x/:id`): a record id is a uuid, lower-cased as stored. Anything else cannot
 * name a record, so the route answers 404 like for an unknown id (never 400).
 */
export const idParams = z.object({ id: idSchema.transform((id) => id.toLowerCase()) });
