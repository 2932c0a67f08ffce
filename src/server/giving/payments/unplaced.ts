import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordActivity } from '~/server/core/activity/record';
import { type DonationDetails, GENERAL_DONATION, type SponsorshipDetails } from './purchase-details';
import type { Db } from '~/server/core/db/client';
import { children, payments } from '~/server/core/db/schema';
import { publicNameOf } from '~/server/core/db/child-name';
import { unplacedSponsorships } from '~/server/core/db/sponsorship-schema';
import { HttpError, badRequest, notFound } from '~/server/core/http/errors';
import { nudge } from '~/server/core/mail/signals';
import { translate } from '~/shared/i18n';
import type { UnplacedResolution, UnplacedSponsorship } from '~/shared/schemas/unplaced-sponsorship';
import { type PaymentDeps, queueReceipt } from './settle';

const asked = alias(children, 'asked_child');
const given = alias(children, 'given_child');

function select(db: Db) {
  return db
    .select({ u: unplacedSponsorships, method: payments.method, childName: asked.name, newChildName: given.name })
    .from(unplacedSponsorships)
    .innerJoin(payments, eq(payments.id, unplacedSponsorships.paymentId))
    .leftJoin(asked, eq(asked.id, unplacedSponsorships.childId))
    .leftJoin(given, eq(given.id, unplacedSponsorships.newChildId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const toView = ({ u, method, childName, newChildName }: Row): UnplacedSponsorship => ({
  _id: u.id,
  paymentId: u.paymentId,
  sponsorName: u.sponsorName,
  sponsorEmail: u.sponsorEmail,
  childName,
  amount: Number(u.amount),
  method,
  paidAt: u.createdAt.toISOString(),
  resolution: u.resolution,
  newChildName,
  note: u.note,
  resolvedAt: u.resolvedAt?.toISOString() ?? null,
});

/** Sponsorship payments needing action (oldest first), then the 50 settled last. */
export async function listUnplaced(db: Db): Promise<UnplacedSponsorship[]> {
  const [open, settled] = await Promise.all([
    select(db).where(isNull(unplacedSponsorships.resolvedAt)).orderBy(unplacedSponsorships.createdAt),
    select(db)
      .where(isNotNull(unplacedSponsorships.resolvedAt))
      .orderBy(desc(unplacedSponsorships.resolvedAt))
      .limit(50),
  ]);
  return [...open, ...settled].map(toView);
}

/** The sponsor's gift given to the children's programme instead: a one-time general donation and its receipt. */
function generalGift(s: SponsorshipDetails): DonationDetails {
  const [firstName = s.sponsorName, ...rest] = s.sponsorName.trim().split(/\s+/);
  return {
    amount: s.amount,
    donationType: 'one-time',
    paymentMethod: s.paymentMethod,
    firstName,
    lastName: rest.join(' '),
    email: s.sponsorEmail,
    phone: s.sponsorPhone,
    anonymous: false,
    childId: null,
    target: GENERAL_DONATION,
    lang: s.lang,
  };
}

/**
 * Staff settle one: another (available) child sponsored with this payment (the sponsor
 * gets the usual confirmation; a monthly plan starts if they chose monthly), a general
 * gift (a donation and its receipt), or a refund made in the provider's dashboard and
 * recorded here. Once only; staff's hand is logged.
 */
export async function resolveUnplaced(
  deps: Pick<PaymentDeps, 'db' | 'config' | 'purchases'>,
  id: string,
  input: { action: UnplacedResolution; childId?: string; note?: string },
  adminId: string,
): Promise<UnplacedSponsorship> {
  let mailed = false;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(unplacedSponsorships).where(eq(unplacedSponsorships.id, id)).for('update');
    if (!row) throw notFound();
    if (row.resolvedAt) throw new HttpError(409, translate('sponsorshipStates:alreadyResolved'));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
    const s = payment!.purchase as SponsorshipDetails;
    let newChildId: string | null = null;
    if (input.action === 'another_child') {
      if (!input.childId) throw badRequest(`childId: ${translate('sponsorshipStates:chooseChild')}`);
      const [child] = await tx
        .select()
        .from(children)
        .where(and(eq(children.id, input.childId), eq(children.isSponsored, false)))
        .for('update');
      if (!child) throw new HttpError(409, translate('sponsorshipStates:childNotAvailable'));
      const details = { ...s, childId: child.id, childName: publicNameOf(child), holdReleased: false };
      const written = await deps.purchases.writer('sponsorship').write(tx, payment!.id, details, {});
      mailed = await queueReceipt(tx, deps.db, deps.config, written.mail);
      newChildId = child.id;
    } else if (input.action === 'general_gift') {
      const written = await deps.purchases.writer('donation').write(tx, payment!.id, generalGift(s), {});
      mailed = await queueReceipt(tx, deps.db, deps.config, written.mail);
    }
    const note = input.note?.trim() || null;
    const [after] = await tx
      .update(unplacedSponsorships)
      .set({ resolution: input.action, newChildId, note, resolvedAt: new Date(), resolvedBy: adminId })
      .where(eq(unplacedSponsorships.id, id))
      .returning();
    await recordActivity(tx, adminId, 'resolve', 'payment', row.paymentId, { before: row, after });
  });
  if (mailed) nudge(deps.db, 'outbox');
  const [view] = await select(deps.db).where(eq(unplacedSponsorships.id, id));
  return toView(view!);
}
