/**
 * The e2e site taking real money, against a local MTN MoMo double (never a real
 * provider): the double starts on 127.0.0.1, then the server in this same process with
 * MoMo's credentials pointed at it. Run by playwright.config.ts's second webServer.
 *
 * Payer numbers (as typed: 078…) and what the payer does on the phone; the server's
 * poller asks MoMo a few seconds after the request, so each outcome comes after a delay.
 */
import { randomUUID } from 'node:crypto';
import { startMomoDouble } from '../doubles/momo';
import { LIVE_PAYERS } from './live-payers';

const msisdn = (typed: string) => `250${typed.slice(1)}`;

const apiUser = randomUUID();
const momo = await startMomoDouble({ apiUser, subscriptionKey: 'e2e-momo-key', apiKey: 'e2e-momo-secret' });
momo.script(msisdn(LIVE_PAYERS.approves), { outcome: 'SUCCESSFUL' });
momo.script(msisdn(LIVE_PAYERS.declines), { outcome: { reason: 'APPROVAL_REJECTED' } });
momo.script(msisdn(LIVE_PAYERS.neverAnswers), { outcome: 'never' });

Object.assign(process.env, {
  MOMO_BASE_URL: momo.url,
  MOMO_SUBSCRIPTION_KEY: 'e2e-momo-key',
  MOMO_API_USER: apiUser,
  MOMO_API_KEY: 'e2e-momo-secret',
  MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
});
await import('../../src/server/main');
