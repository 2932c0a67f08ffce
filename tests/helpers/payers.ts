/* What test payers pay with: a card, MTN numbers the MoMo double scripts outcomes for, a MoMo donation. */

/** The sandbox's approved test card, as the donation form sends it. */
export const donationCard = {
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '09/28',
  cardCvc: '123',
  cardName: 'Grace M',
};

/** Fresh MTN numbers from `first` on, one per call (the MoMo double scripts outcomes by number). */
export function mtnNumbers(first: number) {
  let next = first;
  return () => `078${String(next++).padStart(7, '0')}`;
}

/** The MoMo party id of a Rwandan number: its country code in place of the leading 0. */
export const partyId = (phone: string) => `250${phone.slice(1)}`;

/** A one-time MoMo donation of 5,000 RWF from Jean Habimana's `phone`. */
export const momoDonation = (phone: string, extra: Record<string, unknown> = {}) => ({
  amount: 5000,
  donationType: 'one-time',
  paymentMethod: 'momo',
  firstName: 'Jean',
  lastName: 'Habimana',
  email: 'jean@example.org',
  phone,
  ...extra,
});

/** Test Buyer's order of these gifts, paid as `payment` says. */
export const testBuyerOrder = (items: string[], payment: Record<string, unknown>) => ({
  items,
  buyerName: 'Test Buyer',
  buyerEmail: 'buyer@example.org',
  ...payment,
});
