/**
 * Payer numbers (as typed) the MoMo double behind the live e2e site answers for
 * (tests/e2e/live-server.ts): approved, declined on the phone, never answered, or
 * pending until the test says the payer approved (through `payerControlPort`).
 */
export const LIVE_PAYERS = {
  approves: '0788100001',
  declines: '0788100002',
  neverAnswers: '0788100003',
  approvesWhenTold: '0788100004',
} as const;

/**
 * Where the live e2e site's process takes the tests' word for what the payer of
 * `approvesWhenTold` does on the phone (tests/e2e/live-server.ts): the port above the site's.
 */
export const payerControlPort = (livePort: number) => livePort + 1;
export const payerControlUrl = (livePort: number) => `http://127.0.0.1:${payerControlPort(livePort)}`;
