import type { z } from 'zod';
import type { children } from '~/server/core/db/schema';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import { firstNameOf } from '~/server/core/db/child-name';
import type { childBodySchema } from '~/shared/schemas/translations';

type ChildRow = typeof children.$inferSelect;
type ChildInput = z.output<typeof childBodySchema>;
type ProtectionColumns = Partial<
  Pick<ChildRow, 'preferredName' | 'district' | 'privateNeeds' | 'consentGivenBy' | 'consentGivenOn' | 'consentScope'>
>;

/** A district by default: the last part of "Sector, District"; nothing when the place has one part (it may be exact). */
export const districtOf = (location: string) => {
  const parts = location.split(',').map((p) => p.trim());
  return parts.length > 1 ? (parts.at(-1) ?? '') : '';
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The protection columns a create (`before` null) or an edit writes. A field left out
 * of an edit keeps what is stored (docs/product.md's form and older clients do not send them); ''
 * clears it (the preferred name goes back to the first name). A consent scope needs who
 * gave it and on which day (not in the future): 400 naming the field.
 */
export function protectionColumns(input: ChildInput, before: ChildRow | null): ProtectionColumns {
  const set: ProtectionColumns = {};
  if (input.preferredName) set.preferredName = input.preferredName;
  else if (input.preferredName === '' || !before) set.preferredName = firstNameOf(input.name);
  if (input.district !== undefined) set.district = input.district;
  else if (!before) set.district = districtOf(input.location);
  if (input.privateNeeds !== undefined) set.privateNeeds = input.privateNeeds;
  if (input.consentGivenBy !== undefined) set.consentGivenBy = input.consentGivenBy || null;
  if (input.consentGivenOn !== undefined) set.consentGivenOn = input.consentGivenOn || null;
  if (input.consentScope !== undefined) set.consentScope = input.consentScope;

  const scope = set.consentScope ?? before?.consentScope ?? [];
  const by = set.consentGivenBy !== undefined ? set.consentGivenBy : (before?.consentGivenBy ?? null);
  const on = set.consentGivenOn !== undefined ? set.consentGivenOn : (before?.consentGivenOn ?? null);
  if (scope.length > 0 && !by) throw badRequest(`consentGivenBy: ${translate('validation:child.consentGivenBy')}`);
  if (scope.length > 0 && !on) throw badRequest(`consentGivenOn: ${translate('validation:child.consentGivenOn')}`);
  if (on && on > today()) throw badRequest(`consentGivenOn: ${translate('validation:child.consentInFuture')}`);
  return set;
}
