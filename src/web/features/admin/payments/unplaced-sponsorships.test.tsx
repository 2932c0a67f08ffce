import { describe, expect, it } from 'vitest';
import type { UnplacedSponsorship } from '~/shared/schemas/unplaced-sponsorship';
import { renderAdmin } from '~test/render-admin';
import { UnplacedSponsorships } from './unplaced-sponsorships';

const ID = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';
const row: UnplacedSponsorship = {
  _id: ID,
  paymentId: '33333333-3333-4333-8333-333333333333',
  sponsorName: 'Jean Habimana',
  sponsorEmail: 'jean@example.org',
  childName: 'Aline',
  amount: 15000,
  method: 'momo',
  paidAt: '2026-11-02T09:00:00.000Z',
  resolution: null,
  newChildName: null,
  note: null,
  resolvedAt: null,
};

describe('UnplacedSponsorships', () => {
  it('settles an open payment with a form posted to the Payments screen’s action, its choices named', async () => {
    const html = await renderAdmin(
      <UnplacedSponsorships rows={[row]} available={[{ _id: CHILD, name: 'Bosco' }]} onError={() => undefined} />,
      'http://localhost/dashboard/payments',
      ['sponsorshipStates'],
    );
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/payments" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="resolve"/>');
    expect(html).toContain(`<input type="hidden" name="id" value="${ID}"/>`);
    expect(html).toMatch(/<select[^>]*name="resolution"/);
    expect(html).toMatch(/<select[^>]*name="childId"/);
    expect(html).toContain(`<option value="${CHILD}" selected="">Bosco</option>`);
    expect(html).toMatch(/<input[^>]*name="note"/);
    // Posted before the script runs, the button cannot follow the choice: it does not say the first one's words.
    expect(html).toMatch(/<button type="submit"[^>]*>Settle<\/button>/);
    expect(html).not.toMatch(/<button[^>]*>Sponsor another child<\/button>/);
  });

  it('says how a settled one was settled, with no form', async () => {
    const settled = { ...row, resolution: 'general_gift' as const, resolvedAt: '2026-11-03T09:00:00.000Z' };
    const html = await renderAdmin(
      <UnplacedSponsorships rows={[settled]} available={[]} onError={() => undefined} />,
      'http://localhost/dashboard/payments',
      ['sponsorshipStates'],
    );
    expect(html).toContain('Settled: Make it a general gift');
    expect(html).not.toContain('<form');
  });
});
