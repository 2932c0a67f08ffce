/**
 * The payment kit's methods and frequencies, shared by every payment form and the
 * routes that read them. docs/product.md spells a few of them differently in its three bodies (the
 * gift checkout says 'mobile' for MoMo, the sponsorship payment 'onetime'): those
 * spellings are derived here from the one list, never written again. No zod here: a
 * public page's browser chunk imports these lists (payment-instrument.ts holds the schema).
 */

/** How a visitor pays through the site (docs/product.md: card, MTN MoMo, airtime). */
export const paymentMethods = ['card', 'momo', 'airtime'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The methods paid from a phone (a PIN, an SMS): every method but the card. */
export type PhonePaymentMethod = Exclude<PaymentMethod, 'card'>;
export const phonePaymentMethods = paymentMethods.filter((m): m is PhonePaymentMethod => m !== 'card');
/**
 * The methods a form offers: all but those the site has off (a live site sends airtime
 * nowhere, and a method whose provider is not configured is off: SiteConfig.methodsOff).
 * Were every one off, all are shown and the server's refusal says why.
 */
export function offeredMethods(off: readonly PaymentMethod[] = []): PaymentMethod[] {
  const on = paymentMethods.filter((m) => !off.includes(m));
  return on.length ? on : [...paymentMethods];
}
/** The method a form starts on: the card (docs/product.md), or the first offered when the card is off. */
export const startMethod = (offered: readonly PaymentMethod[]): PaymentMethod =>
  offered.includes('card') ? 'card' : (offered[0] ?? 'card');
export const isPaymentMethod = (m: string): m is PaymentMethod => (paymentMethods as readonly string[]).includes(m);
export const isPhonePaymentMethod = (m: string): m is PhonePaymentMethod =>
  (phonePaymentMethods as readonly string[]).includes(m);

/** How often a gift is given (docs/product.md's donation types). */
export const paymentFrequencies = ['one-time', 'monthly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/** Mobile money providers the gift checkout offers, and the airtime networks. */
export const mobileMoneyProviders = ['mtn', 'airtel', 'tigo'] as const;
export const airtimeNetworks = ['mtn', 'airtel'] as const;
/** The networks a form offers (Rwanda's two: Tigo's numbers became Airtel's); `tigo` is still accepted from older forms. */
export const offeredNetworks = airtimeNetworks;
export type MobileNetwork = (typeof mobileMoneyProviders)[number];

type Respelt<T extends readonly string[], From extends string, To extends string> = {
  -readonly [K in keyof T]: T[K] extends From ? To : T[K];
};
const respell = <const T extends readonly string[], From extends T[number], To extends string>(
  list: T,
  from: From,
  to: To,
) => list.map((x) => (x === from ? to : x)) as unknown as Respelt<T, From, To>;

/** The gift checkout's spelling of the methods (docs/product.md: card, mobile, airtime). */
export const orderPaymentMethods = respell(paymentMethods, 'momo', 'mobile');
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];
/** The sponsorship payment's spelling of the frequencies (docs/product.md: monthly, onetime). */
export const sponsorshipFrequencies = respell(paymentFrequencies, 'one-time', 'onetime');
export type SponsorshipFrequency = (typeof sponsorshipFrequencies)[number];

export const methodOfOrder = (m: OrderPaymentMethod): PaymentMethod => (m === 'mobile' ? 'momo' : m);
export const orderMethodOf = (m: PaymentMethod): OrderPaymentMethod => (m === 'momo' ? 'mobile' : m);
export const frequencyOfSponsorship = (f: SponsorshipFrequency): PaymentFrequency => (f === 'onetime' ? 'one-time' : f);
export const sponsorshipFrequencyOf = (f: PaymentFrequency): SponsorshipFrequency => (f === 'one-time' ? 'onetime' : f);
