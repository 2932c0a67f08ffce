import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from '~/server/giving/payments/gateway';
import type { PaymentOutcome, PaymentProvider, PaymentRequest } from '~/server/giving/payments/provider';
import { startTestServer } from './server';

export type Verdict = 'approved' | 'declined' | 'pending';

/**
 * A payment provider that answers what the test scripts, in call order (approved
 * when the script is used up), and counts what it was asked: which payment, how
 * much, under which Idempotency-Key. A pending payment is approved when polled.
 */
export interface ScriptedGateway extends PaymentGateway {
  script: Verdict[];
  calls: PaymentRequest[];
  /** Called before each answer: a test may stop here (a crash) or slow it down. */
  before?: (request: PaymentRequest) => Promise<void> | void;
}

export function scriptedGateway(): ScriptedGateway {
  const gateway = { script: [] as Verdict[], calls: [] as PaymentRequest[] } as unknown as ScriptedGateway;
  const provider: PaymentProvider = {
    name: 'scripted',
    supports: () => true,
    async requestToPay(request): Promise<PaymentOutcome> {
      await gateway.before?.(request);
      gateway.calls.push(request);
      const verdict = gateway.script.shift() ?? 'approved';
      const providerRef = `scr_${randomUUID()}`;
      if (verdict === 'approved') return { status: 'approved', providerRef };
      if (verdict === 'pending') return { status: 'pending', providerRef };
      return { status: 'declined', providerRef, reason: 'payer_declined', detail: 'not_enough_funds' };
    },
    getStatus: async (providerRef) => ({ status: 'approved', providerRef }),
    parseWebhook: async () => null,
  };
  return Object.assign(gateway, {
    routes: { card: 'sandbox', mtn: 'sandbox', airtel: 'sandbox', airtime: 'sandbox' } as PaymentGateway['routes'], // only read for the mode banner
    choose: () => provider,
    byName: (name: string) => (name === 'scripted' ? provider : undefined),
  });
}

/**
 * A test server whose payments a scripted gateway answers: its workers off (the tests
 * run the passes with the clock they choose), and mail enough for a year of one plan.
 */
export async function startScriptedServer(env: Record<string, string> = {}) {
  const gateway = scriptedGateway();
  const s = await startTestServer({
    paymentGateway: gateway,
    workers: false,
    env: { MAIL_PER_RECIPIENT_PER_DAY: '1000', ...env },
  });
  return { s, gateway };
}
