/**
 * Gift prices are US dollars; mobile money and airtime are taken in Rwandan francs.
 * The server converts at the configured rate (`RWF_PER_USD`) and the checkout shows
 * the same figure: whole francs, rounded up, so the charity never receives less than
 * the gifts' price.
 */
export function usdCentsToRwf(cents: number, rwfPerUsd: number): number {
  // The tiny allowance keeps 0.1 + 0.2 style float noise from adding a franc.
  return Math.ceil((cents * rwfPerUsd) / 100 - 1e-6);
}

/** A dollar total (12.5) in francs, as the checkout shows it. */
export const usdToRwf = (dollars: number, rwfPerUsd: number) => usdCentsToRwf(Math.round(dollars * 100), rwfPerUsd);
