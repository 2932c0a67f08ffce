import type { Db } from '~/server/core/db/client';
import { children } from '~/server/core/db/schema';
import type { TestServer } from './server';

/**
 * A child written straight into the database is unlisted until a guardian's consent to
 * listing is recorded (docs/children-protection.md): tests that show or sponsor such a child spread this in.
 */
export const listedChild = {
  district: 'Musanze',
  consentGivenBy: 'Test guardian',
  consentGivenOn: '2026-01-05',
  consentScope: ['listing', 'photo', 'story'],
};

type ChildValues = Partial<typeof children.$inferInsert>;

/** A listed child: Aline, 8, in Kinigi, 20,000 RWF a month, unless `values` says otherwise. */
const childRow = (values: ChildValues) => ({
  ...listedChild,
  name: 'Aline',
  age: 8,
  location: 'Kinigi',
  story: 'S',
  needs: [],
  monthlySupport: '20000.00',
  ...values,
});

/** Writes one listed child straight into the database and answers its row. */
export async function insertChild(db: Db, values: ChildValues = {}) {
  const [row] = await db.insert(children).values(childRow(values)).returning();
  return row!;
}

/** Writes several listed children in one statement and answers their rows, in order. */
export const insertChildren = (db: Db, list: ChildValues[]) =>
  db.insert(children).values(list.map(childRow)).returning();

/** Listed children of these names, in order, alike in everything else `values` says. */
export const insertChildrenNamed = (db: Db, names: string[], values: ChildValues = {}) =>
  insertChildren(
    db,
    names.map((name) => ({ ...values, name })),
  );

/** Asks to sponsor a child: 20,000 RWF a month by MoMo from Grace, unless `fields` say otherwise. */
export const paySponsorship = (s: TestServer, fields: Record<string, unknown>, headers?: Record<string, string>) =>
  s.request('/api/pay/sponsors', {
    method: 'POST',
    headers,
    json: { sponsorName: 'Grace', amount: 20000, paymentMethod: 'momo', paymentFrequency: 'monthly', ...fields },
  });

/** The sandbox's approved test card, as a sponsorship's payment details. */
export const sponsorCard = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/29',
  cardCvv: '123',
  cardName: 'Grace M',
};

/** A monthly sponsorship of a child paid with the sandbox's approved test card (POST /api/pay/sponsors). */
export const cardSponsorship = (childId: string, extra: Record<string, unknown> = {}) => ({
  childId,
  sponsorName: 'Grace Mukamana',
  sponsorEmail: 'grace@example.org',
  sponsorPhone: '+250 788 123 456',
  amount: 35000,
  paymentMethod: 'card',
  paymentFrequency: 'monthly',
  paymentDetails: sponsorCard,
  ...extra,
});
