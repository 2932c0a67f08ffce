/**
 * A local double of Flutterwave's v3 API for Flutterwave Standard, following its
 * public documentation (developer.flutterwave.com: "Flutterwave Standard",
 * "Transaction verification", "Webhooks", "Errors"): POST /v3/payments (Bearer secret
 * key; tx_ref, amount, currency, redirect_url, customer.email required) → { status:
 * 'success', message: 'Hosted Link', data: { link } }; GET
 * /v3/transactions/verify_by_reference?tx_ref= → { status: 'success', data: { id,
 * tx_ref, flw_ref, amount, currency, charged_amount, status } } or 400 "No transaction
 * was found for this id"; webhooks POST { event: 'charge.completed', data } with the
 * dashboard's secret hash in the verif-hash header. A wrong key is 401 "Invalid
 * authorization key". A card paid on the hosted page is tokenized (verify's
 * `data.card.token`) and can be charged again with POST /v3/tokenized-charges
 * (flutterwave-tokens.ts).
 */
import {
  type DoubleAnswer,
  type DoubleRequest,
  type HttpDouble,
  bearer,
  sendCallback,
  startHttpDouble,
} from './http-double';
import { type CardOnFile, createTokenStore } from './flutterwave-tokens';

export interface FlutterwaveDoubleOptions {
  secretKey?: string;
  /**
   * Where the payer's browser finishing the hosted page sends the webhook first (as
   * Flutterwave does), with the dashboard's secret hash. Without it only `complete()`
   * and `webhook()` drive a checkout (the API tests).
   */
  webhook?: { url: string; hash: string };
}

/** What the payer with this e-mail does on the checkout page. */
export interface FlutterwaveScript {
  status: 'successful' | 'failed' | 'cancelled';
  /** What was actually charged, when it differs from what was asked (a tampered checkout). */
  paidAmount?: number;
  paidCurrency?: string;
  /** Flutterwave's fee for the charge (verify's `app_fee`, in the currency's unit). */
  appFee?: number;
}

interface Checkout {
  txRef: string;
  amount: number;
  currency: string;
  email: string;
  redirectUrl: string;
  transaction?: { id: number; status: string; amount: number; currency: string; card?: CardOnFile; appFee?: number };
}

export interface FlutterwaveDouble extends HttpDouble {
  settings: { baseUrl: string; secretKey: string };
  script(email: string, script: FlutterwaveScript): void;
  checkouts: Map<string, Checkout>;
  /** The payer finishes the checkout; answers where Flutterwave sends them back. */
  complete(txRef: string): string;
  webhook(txRef: string, url: string, verifHash: string): Promise<number>;
  /** Card tokens issued, charges taken with them, and faults for the next charges. */
  tokens: ReturnType<typeof createTokenStore>;
}

/** The hosted checkout pages, `${url}/v3/hosted/pay/<tx_ref>`. */
const HOSTED = '/v3/hosted/pay/';
const CURRENCIES = new Set(['RWF', 'USD', 'NGN', 'KES', 'UGX', 'GHS', 'ZAR', 'EUR', 'GBP']);
const error = (status: number, message: string): DoubleAnswer => ({
  status,
  body: { status: 'error', message, data: null },
});

export async function startFlutterwaveDouble(options: FlutterwaveDoubleOptions = {}): Promise<FlutterwaveDouble> {
  const secretKey = options.secretKey ?? 'FLWSECK_TEST-0123456789abcdef-X';
  const scripts = new Map<string, FlutterwaveScript>();
  const checkouts = new Map<string, Checkout>();
  let nextId = 4_000_000;
  const tokens = createTokenStore(CURRENCIES);
  const ledger = {
    hasTransaction: (txRef: string) => Boolean(checkouts.get(txRef)?.transaction),
    record(txRef: string, email: string, tx: { status: string; amount: number; currency: string; card: CardOnFile }) {
      const transaction = { id: nextId++, ...tx };
      checkouts.set(txRef, { txRef, amount: tx.amount, currency: tx.currency, email, redirectUrl: '', transaction });
    },
  };

  function createCheckout(req: DoubleRequest, url: string): DoubleAnswer {
    const b = req.body as Record<string, unknown> | undefined;
    const customer = b?.customer as { email?: unknown } | undefined;
    const amount = Number(b?.amount);
    if (typeof b?.tx_ref !== 'string' || !b.tx_ref) return error(400, 'tx_ref is required');
    if (!Number.isFinite(amount) || amount <= 0) return error(400, 'amount is required');
    if (typeof b.currency !== 'string' || !CURRENCIES.has(b.currency)) return error(400, 'Invalid currency');
    if (typeof b.redirect_url !== 'string' || !URL.canParse(b.redirect_url)) return error(400, 'Invalid redirect_url');
    if (typeof customer?.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(customer.email))
      return error(400, 'customer.email is required');
    checkouts.set(b.tx_ref, {
      txRef: b.tx_ref,
      amount,
      currency: b.currency,
      email: customer.email,
      redirectUrl: b.redirect_url,
    });
    return {
      status: 200,
      body: { status: 'success', message: 'Hosted Link', data: { link: `${url}/v3/hosted/pay/${b.tx_ref}` } },
    };
  }

  function verify(req: DoubleRequest): DoubleAnswer {
    const checkout = checkouts.get(req.query.get('tx_ref') ?? '');
    if (!checkout?.transaction) return error(400, 'No transaction was found for this id');
    return {
      status: 200,
      body: { status: 'success', message: 'Transaction fetched successfully', data: dataOf(checkout) },
    };
  }

  function dataOf(checkout: Checkout) {
    const tx = checkout.transaction!;
    return {
      id: tx.id,
      tx_ref: checkout.txRef,
      flw_ref: `FLW-MOCK-${tx.id}`,
      amount: tx.amount,
      currency: tx.currency,
      charged_amount: tx.amount,
      status: tx.status,
      payment_type: 'card',
      ...(tx.card ? { card: tx.card } : {}),
      ...(tx.appFee !== undefined ? { app_fee: tx.appFee } : {}),
      customer: { email: checkout.email },
    };
  }

  /**
   * The hosted checkout page a browser is sent to (GET): the payer presses Pay (POST),
   * the checkout completes as scripted, the webhook goes out, and the browser is
   * redirected back to the site. No card field: the test is about our side of it.
   */
  async function hostedPage(req: DoubleRequest): Promise<DoubleAnswer> {
    const txRef = decodeURIComponent(req.path.slice(HOSTED.length));
    const checkout = checkouts.get(txRef);
    if (!checkout) return { status: 404, body: '<!doctype html><title>Not found</title><p>Unknown checkout</p>' };
    if (req.method === 'GET') {
      const amount = `${checkout.currency} ${checkout.amount}`;
      return {
        status: 200,
        body: `<!doctype html><html lang="en"><title>Flutterwave double</title><main><h1>Pay ${amount}</h1><form method="post"><button>Pay ${amount}</button></form></main></html>`,
      };
    }
    const back = api.complete(txRef);
    if (options.webhook) await api.webhook(txRef, options.webhook.url, options.webhook.hash).catch(() => 0);
    return { status: 303, headers: { location: back } };
  }

  let baseUrl = '';
  const double = await startHttpDouble((req) => {
    if (req.path.startsWith(HOSTED) && (req.method === 'GET' || req.method === 'POST')) return hostedPage(req);
    if (bearer(req.headers) !== secretKey) return error(401, 'Invalid authorization key');
    if (req.method === 'POST' && req.path === '/v3/payments') return createCheckout(req, baseUrl);
    if (req.method === 'GET' && req.path === '/v3/transactions/verify_by_reference') return verify(req);
    if (req.method === 'POST' && req.path === '/v3/tokenized-charges') return tokens.charge(req, ledger);
    return error(404, 'Not found');
  });
  baseUrl = double.url;

  const api: FlutterwaveDouble = {
    ...double,
    settings: { baseUrl, secretKey },
    script: (email, script) => scripts.set(email, script),
    checkouts,
    tokens,
    complete(txRef) {
      const checkout = checkouts.get(txRef);
      if (!checkout) throw new Error(`no checkout ${txRef}`);
      const script = scripts.get(checkout.email) ?? { status: 'successful' };
      const id = nextId++;
      checkout.transaction = {
        id,
        status: script.status,
        amount: script.paidAmount ?? checkout.amount,
        currency: script.paidCurrency ?? checkout.currency,
        ...(script.appFee !== undefined ? { appFee: script.appFee } : {}),
        // A card paid is tokenized: verify answers its token for later charges.
        ...(script.status === 'successful' ? { card: tokens.issue(checkout.email) } : {}),
      };
      const back = new URL(checkout.redirectUrl);
      back.searchParams.set('status', script.status === 'successful' ? 'completed' : script.status);
      back.searchParams.set('tx_ref', txRef);
      back.searchParams.set('transaction_id', String(id));
      return back.toString();
    },
    webhook(txRef, url, verifHash) {
      const checkout = checkouts.get(txRef);
      if (!checkout?.transaction) throw new Error(`checkout ${txRef} was not completed`);
      return sendCallback(
        url,
        { event: 'charge.completed', data: dataOf(checkout) },
        { headers: { 'verif-hash': verifHash } },
      );
    },
  };
  return api;
}
