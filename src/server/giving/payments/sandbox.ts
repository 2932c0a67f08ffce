import { randomUUID } from 'node:crypto';
import type { DeclineReason, PaymentInstrument, PaymentOutcome, PaymentProvider, PaymentRequest } from './provider';

/**
 * Test inputs the sandbox declines (documented in README.md and docs/conventions.md);
 * every other payment is approved at once.
 */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_WRONG_PIN = '0000';
export const SANDBOX_DECLINED_PHONE_SUFFIX = '0002';

/** The sandbox's verdict, a pure rule so tests and the README can rely on it. */
export function sandboxVerdict(instrument: PaymentInstrument): 'approved' | DeclineReason {
  if (instrument.type === 'card') return instrument.number === SANDBOX_DECLINED_CARD ? 'card_declined' : 'approved';
  if (instrument.pin === SANDBOX_WRONG_PIN) return 'wrong_pin';
  if (instrument.phone.replace(/\D/g, '').endsWith(SANDBOX_DECLINED_PHONE_SUFFIX)) return 'payer_declined';
  return 'approved';
}

export interface SandboxOptions {
  /** Simulated processing time; 0 on the server (the page shows docs/product.md's own wait). */
  delayMs?: number;
}

export function createSandboxProvider(opts: SandboxOptions = {}): PaymentProvider {
  return {
    name: 'sandbox',
    supports: () => true,
    async requestToPay(request: PaymentRequest): Promise<PaymentOutcome> {
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      const providerRef = `sbx_${randomUUID()}`;
      const verdict = sandboxVerdict(request.instrument);
      if (verdict === 'approved') return { status: 'approved', providerRef };
      return { status: 'declined', providerRef, reason: verdict };
    },
    // The sandbox settles at once: nothing is ever left pending to poll or call back.
    async getStatus(providerRef: string): Promise<PaymentOutcome> {
      return { status: 'approved', providerRef };
    },
    async parseWebhook(): Promise<null> {
      return null;
    },
  };
}
