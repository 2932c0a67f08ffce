import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { centres } from '~/server/core/db/centres-schema';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import type { childBodySchema } from '~/shared/schemas/translations';

type ChildInput = z.output<typeof childBodySchema>;

/** The child's centre as the form says: absent keeps it, '' clears it, an unknown centre is a 400. */
export async function centreColumn(tx: Db, input: ChildInput): Promise<{ centreId?: string | null }> {
  if (input.centreId === undefined) return {};
  if (input.centreId === '') return { centreId: null };
  const [centre] = await tx.select({ id: centres.id }).from(centres).where(eq(centres.id, input.centreId));
  if (!centre) throw badRequest(`centreId: ${translate('adminValidation:field.centre')}`);
  return { centreId: centre.id };
}
