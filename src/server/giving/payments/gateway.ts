import { parseRwandanPhone, readRwandanPhone } from './phone';
import type { PaymentInstrument, PaymentProvider } from './provider';
import { createAirtelMoneyProvider } from './providers/airtel-money';
import { createFlutterwaveProvider } from './providers/flutterwave';
import type { ProviderOptions } from './providers/http';
import { paymentRefusal } from './providers/messages';
import { createMtnMomoProvider } from './providers/mtn-momo';
import { type PaymentEnv, type RouteKey, type RouteTarget, readPaymentSettings } from './providers/settings';
import { createSandboxProvider } from './sandbox';

/**
 * Which provider takes a payment: the sandbox unless configuration makes a real one
 * live (providers/settings.ts has the rules). Cards go to the card route, mobile money
 * to its number's network (MTN 078/079, Airtel 072/073), airtime to its own route.
 */
export interface PaymentGateway {
  /** The provider for this instrument; a 400 when its method is off or the number is not Rwandan. */
  choose(instrument: PaymentInstrument): PaymentProvider;
  /** A provider by the name stored in payments.provider (callbacks, polling). */
  byName(name: string): PaymentProvider | undefined;
  readonly routes: Readonly<Record<RouteKey, RouteTarget>>;
}

const sandbox = createSandboxProvider();
const sandboxRoutes: Record<RouteKey, RouteTarget> = {
  card: 'sandbox',
  mtn: 'sandbox',
  airtel: 'sandbox',
  airtime: 'sandbox',
};

export function createPaymentGateway(env: PaymentEnv, opts: ProviderOptions = {}): PaymentGateway {
  const { settings, problems } = readPaymentSettings(env);
  // loadConfig refuses these at the start; a gateway built from anything else must too.
  if (problems.length) throw new Error(`Payment configuration: ${problems.join('; ')}`);
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (settings.momo) providers.set('mtn-momo', createMtnMomoProvider(settings.momo, opts));
  if (settings.airtel) providers.set('airtel-money', createAirtelMoneyProvider(settings.airtel, opts));
  if (settings.flutterwave) providers.set('flutterwave', createFlutterwaveProvider(settings.flutterwave, opts));
  const { routes } = settings;

  function routeOf(instrument: PaymentInstrument): RouteKey {
    if (instrument.type === 'card') return 'card';
    if (instrument.type === 'airtime') return 'airtime';
    const network = parseRwandanPhone(instrument.phone)?.network;
    if (network) return network;
    // The sandbox takes any number; a live network needs one it can route.
    if (routes.mtn === 'sandbox' && routes.airtel === 'sandbox') return 'mtn';
    return readRwandanPhone(instrument.phone).network; // throws the 400 that says what a good number is
  }

  return {
    routes,
    byName: (name) => providers.get(name),
    choose(instrument) {
      const target = routes[routeOf(instrument)];
      const provider = target === 'off' ? undefined : providers.get(target);
      if (!provider) throw paymentRefusal(400, 'methodUnavailable');
      return provider;
    },
  };
}

/**
 * Whether the payer's card or PIN must be typed in our form: only for the sandbox. A
 * live card is paid on Flutterwave's page, a live mobile payment approved on the phone.
 * A number nobody routes answers true: the form's own checks come first, then the
 * gateway's 400. A method that is off answers false: its payer is told at once that it is
 * not available, not asked for a PIN or a card the live page has no field for (airtime
 * on a live site, whose forms still offer it).
 */
export function takesDetailsHere(gateway: PaymentGateway, draft: PaymentInstrument): boolean {
  try {
    return gateway.choose(draft).name === sandbox.name;
  } catch {
    return !isOff(gateway, draft);
  }
}

function isOff({ routes }: PaymentGateway, draft: PaymentInstrument): boolean {
  if (draft.type === 'card' || draft.type === 'airtime') return routes[draft.type] === 'off';
  const network = parseRwandanPhone(draft.phone)?.network;
  return network !== undefined && routes[network] === 'off';
}

/** Today's behaviour: every payment to the sandbox. */
const sandboxOnly: PaymentGateway = {
  routes: sandboxRoutes,
  byName: (n) => (n === sandbox.name ? sandbox : undefined),
  choose: () => sandbox,
};

/** The provider for an instrument; the sandbox unless a configured gateway is passed. */
export function choosePaymentProvider(
  instrument: PaymentInstrument,
  gateway: PaymentGateway = sandboxOnly,
): PaymentProvider {
  return gateway.choose(instrument);
}
