import { useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/shared/load-context';

/**
 * Real money (the server's configuration, through the root loader): card details are
 * typed on the payment partner's page and mobile money is approved on the phone, so
 * our pages ask for neither. The sandbox keeps docs/product.md's fields.
 */
export function usePaymentsLive(): boolean {
  const data = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return data?.site?.paymentsLive === true;
}

/** Francs per US dollar, from the server's configuration: the francs a gift order costs by mobile money or airtime. */
export function useRwfPerUsd(): number | null {
  const data = useRouteLoaderData('root') as { site?: SiteConfig } | undefined;
  return data?.site?.rwfPerUsd ?? null;
}
