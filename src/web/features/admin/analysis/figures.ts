import { formatNumber, formatUsd } from '~/shared/format';

/**
 * How the dashboard words its figures; pure, so it is unit tested.
 */
export interface Change {
  percent: number | null;
  trend: 'up' | 'down' | 'flat';
}

/**
 * "+12.5%", "-3%", "0%"; `null` (nothing in the previous period, something now) reads
 * as the word for "New": an honest percentage does not exist there.
 */
export function formatChange(change: Change, newLabel: string, lang = 'en'): string {
  if (change.percent === null) return newLabel;
  const number = formatNumber(Math.abs(change.percent), lang, 1);
  if (change.percent > 0) return `+${number}%`;
  if (change.percent < 0) return `-${number}%`;
  return `${number}%`;
}

export type Tone = 'green' | 'yellow' | 'red';

/** docs/product.md: engagement dot green above 85, yellow above 75, otherwise red. */
export function engagementTone(value: number): Tone {
  if (value > 85) return 'green';
  if (value > 75) return 'yellow';
  return 'red';
}

export const toneClass: Record<Tone, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-400',
  red: 'bg-red-600',
};
/** The same colours for the chart's bars. */
export const toneColour: Record<Tone, string> = { green: '#16a34a', yellow: '#facc15', red: '#dc2626' };

/** The date a bucket starts on ('YYYY-MM-DD'), as an instant inside that Kigali day. */
export const bucketInstant = (bucket: string) => new Date(`${bucket}T12:00:00Z`);

/** A count with the language's thousands separator. */
export const formatCount = (n: number, lang = 'en') => formatNumber(n, lang);

/** Dollars with cents, in the page's language. */
export const formatUsdAmount = (n: number, lang = 'en') => formatUsd(n, lang);
