import { type APIRequestContext, expect } from './fixtures';

// Payments on the live e2e site (tests/e2e/live-server.ts) made and followed through its
// API, for specs whose subject comes after the payment. The payer numbers are in
// live-payers.ts, which the live server itself imports: it stays free of the test runner.

/** The live server settles a payment a few seconds after the payer acts (its poller asks MoMo): allow for a busy machine. */
export const SETTLED = { timeout: 45_000 };

/** A MoMo sponsorship of the child `childId`, paid once from `phone` through the API: its payment's id. */
export async function sponsorThroughApi(
  request: APIRequestContext,
  childId: string,
  sponsor: { name: string; email: string; phone: string },
): Promise<string> {
  const res = await request.post('/api/pay/sponsors', {
    data: {
      childId,
      sponsorName: sponsor.name,
      sponsorEmail: sponsor.email,
      sponsorPhone: sponsor.phone,
      amount: 15_000,
      paymentMethod: 'momo',
      paymentFrequency: 'onetime',
      paymentDetails: { momoNumber: sponsor.phone },
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  return ((await res.json()) as { data: { paymentId: string } }).data.paymentId;
}

/** Waits until the payment `paymentId` has succeeded (the payer approved, the poller found it). */
export async function paymentSucceeds(request: APIRequestContext, paymentId: string): Promise<void> {
  const status = async () =>
    ((await (await request.get(`/api/payments/${paymentId}`)).json()) as { data: { status: string } }).data.status;
  await expect.poll(status, SETTLED).toBe('succeeded');
}
