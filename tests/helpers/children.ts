/**
 * A child written straight into the database is unlisted until a guardian's consent to
 * listing is recorded (DESIGN 8): tests that show or sponsor such a child spread this in.
 */
export const listedChild = {
  district: 'Musanze',
  consentGivenBy: 'Test guardian',
  consentGivenOn: '2026-01-05',
  consentScope: ['listing', 'photo', 'story'],
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
  paymentDetails: { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvv: '123', cardName: 'Grace M' },
  ...extra,
});
