import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';
import { offeredMethods, type PaymentMethod } from '~/shared/schemas/payment-methods';

/**
 * Real money (the server's configuration, through the root loader): card details are
 * typed on the payment partner's page and mobile money is approved on the phone, so
 * our pages ask for neither. The sandbox keeps docs/product.md's fields.
 */
export function usePaymentsLive(): boolean {
  const data = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return data?.site?.paymentsLive === true;
}

/** The payment methods the site takes (a live site has no airtime provider): what forms offer. */
export function useOfferedMethods(): PaymentMethod[] {
  const data = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return offeredMethods(data?.site?.methodsOff);
}

/** Francs per US dollar, from the server's configuration: the francs a gift order costs by mobile money or airtime. */
export function useRwfPerUsd(): number | null {
  const data = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return data?.site?.rwfPerUsd ?? null;
}
