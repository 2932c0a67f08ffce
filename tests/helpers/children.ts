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
