import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import { childPublicName } from '~/server/core/db/child-name';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, notFound } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';
import { ownedBy, supportersOfAddress } from '~/server/core/supporters/of-address';

export interface SponsoredChild {
  childId: string;
  name: string;
  photo: string | null;
  sponsorshipId: string;
  sponsorName: string;
}

/** Whether a sponsorship is one of the address's supporters' (a merged record's too). */
const sponsorshipOf = async (db: Db, email: string) =>
  ownedBy(sponsorships.supporterId, sponsorships.sponsorEmail, await supportersOfAddress(db, email), email);

/** The children the address's supporters sponsor now (active sponsorships), oldest sponsorship first. */
export async function childrenSponsoredBy(db: Db, email: string): Promise<SponsoredChild[]> {
  const mine = await sponsorshipOf(db, email);
  return db
    .select({
      childId: children.id,
      name: childPublicName,
      photo: children.photo,
      sponsorshipId: sponsorships.id,
      sponsorName: sql<string>`coalesce(${sponsorships.sponsorName}, '')`,
    })
    .from(sponsorships)
    .innerJoin(children, eq(children.sponsorshipId, sponsorships.id))
    .where(and(eq(sponsorships.status, 'active'), mine))
    .orderBy(sponsorships.startedAt)
    .limit(100);
}

/**
 * The child, when the address's supporter is its current sponsor; the child's row locked when `lock`
 * (a gift's transaction: two gifts to one child are counted against the cap in turn).
 * 404 for an unknown child, 403 for anyone but the current sponsor.
 */
export async function sponsoredChild(db: Db, childId: string, email: string, lock = false): Promise<SponsoredChild> {
  const query = db
    .select({ id: children.id, name: childPublicName, photo: children.photo, sponsorshipId: children.sponsorshipId })
    .from(children)
    .where(eq(children.id, childId));
  const [child] = lock ? await query.for('update') : await query;
  if (!child) throw notFound(translate('adminValidation:childGift.unknownChild'));
  const [sponsorship] = child.sponsorshipId
    ? await db
        .select()
        .from(sponsorships)
        .where(
          and(
            eq(sponsorships.id, child.sponsorshipId),
            eq(sponsorships.status, 'active'),
            await sponsorshipOf(db, email),
          ),
        )
    : [];
  if (!sponsorship) throw new HttpError(403, translate('adminValidation:childGift.notSponsor'));
  return {
    childId: child.id,
    name: child.name,
    photo: child.photo,
    sponsorshipId: sponsorship.id,
    sponsorName: sponsorship.sponsorName ?? '',
  };
}
