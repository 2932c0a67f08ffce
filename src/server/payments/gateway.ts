import type { PaymentInstrument, PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

const sandbox = createSandboxProvider();

/**
 * Which provider takes an instrument. Only the sandbox exists today; a real
 * integration adds its provider here (MTN numbers to MoMo, Airtel numbers to Airtel
 * Money, cards to the card processor), chosen by configuration.
 */
export function choosePaymentProvider(_instrument: PaymentInstrument): PaymentProvider {
  return sandbox;
}
