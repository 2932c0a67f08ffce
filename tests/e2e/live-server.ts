/**
 * The e2e site taking real money, against local doubles of MTN MoMo and Flutterwave
 * (never a real provider): the doubles start on 127.0.0.1, then the server in this same
 * process with their credentials pointed at them. Run by playwright.config.ts's second
 * webServer. A card goes to the Flutterwave double's hosted page, whose Pay button
 * sends the webhook to this site and the browser back to /payments/{id}.
 *
 * Payer numbers (as typed: 078…) and what the payer does on the phone; the server's
 * poller asks MoMo a few seconds after the request, so each outcome comes after a delay.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFlutterwaveDouble } from '../doubles/flutterwave';
import { startMomoDouble } from '../doubles/momo';
import { isPreparing } from '../../src/server/core/db/first-start';
import { LIVE_PAYERS, payerControlPort } from './live-payers';

const msisdn = (typed: string) => `250${typed.slice(1)}`;

const apiUser = randomUUID();
const momo = await startMomoDouble({ apiUser, subscriptionKey: 'e2e-momo-key', apiKey: 'e2e-momo-secret' });
momo.script(msisdn(LIVE_PAYERS.approves), { outcome: 'SUCCESSFUL' });
momo.script(msisdn(LIVE_PAYERS.declines), { outcome: { reason: 'APPROVAL_REJECTED' } });
momo.script(msisdn(LIVE_PAYERS.neverAnswers), { outcome: 'never' });
momo.script(msisdn(LIVE_PAYERS.approvesWhenTold), { outcome: 'never' });

// The tests' word for the payer of `approvesWhenTold`: `POST /approves` (the payer approves
// on the phone; the server's poller then finds it approved) or `POST /waits` (pending again,
// for the next payment). Test plumbing on 127.0.0.1, not part of MoMo's API.
const PAYER_DOES: Record<string, 'SUCCESSFUL' | 'never'> = { '/approves': 'SUCCESSFUL', '/waits': 'never' };
const control = createServer((req, res) => {
  const outcome = req.method === 'POST' && req.url && Object.hasOwn(PAYER_DOES, req.url) ? PAYER_DOES[req.url] : null;
  if (outcome) momo.script(msisdn(LIVE_PAYERS.approvesWhenTold), { outcome });
  res.writeHead(outcome ? 204 : 404).end();
});
// Not in the short-lived child that prepares a first start's data directory (first-start.ts):
// it runs this same entry, and the site's own process holds the port.
if (!isPreparing())
  await new Promise<void>((listening) =>
    control.listen(payerControlPort(Number(process.env.PORT)), '127.0.0.1', listening),
  );

const webhookHash = 'e2e-flutterwave-webhook-hash';
const publicUrl = (process.env.PUBLIC_URL ?? '').replace(/\/$/, '');
const flutterwave = await startFlutterwaveDouble({
  webhook: { url: `${publicUrl}/api/payments/callback/flutterwave`, hash: webhookHash },
});

Object.assign(process.env, {
  MOMO_BASE_URL: momo.url,
  MOMO_SUBSCRIPTION_KEY: 'e2e-momo-key',
  MOMO_API_USER: apiUser,
  MOMO_API_KEY: 'e2e-momo-secret',
  MOMO_TARGET_ENVIRONMENT: 'mtnrwanda',
  FLUTTERWAVE_BASE_URL: flutterwave.url,
  FLUTTERWAVE_SECRET_KEY: flutterwave.settings.secretKey,
  FLUTTERWAVE_WEBHOOK_HASH: webhookHash,
});
// The built server when playwright.config.ts bundled one (what production runs), else the source.
const built = process.env.E2E_SERVER_MAIN;
if (built) await import(pathToFileURL(path.resolve(built)).href);
else await import('../../src/server/main');
