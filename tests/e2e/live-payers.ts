/**
 * Payer numbers (as typed) the MoMo double behind the live e2e site answers for
 * (tests/e2e/live-server.ts): approved, declined on the phone, or never answered.
 */
export const LIVE_PAYERS = {
  approves: '0788100001',
  declines: '0788100002',
  neverAnswers: '0788100003',
} as const;
