import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image';

/** Calm backgrounds with a dark ink that reads on them (contrast above 7:1). */
const tones = [
  ['#e0f2f1', '#134e4a'],
  ['#e0f2fe', '#0c4a6e'],
  ['#fef3c7', '#78350f'],
  ['#ede9fe', '#4c1d95'],
  ['#fce7f3', '#831843'],
  ['#ecfccb', '#365314'],
] as const;

/** Up to two initials: "Aline Uwase" → "AU", "Jean-Paul" → "J". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]!.toLocaleUpperCase()).join('');
}

/** The same name always gets the same tone. */
export function toneOf(name: string): (typeof tones)[number] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return tones[hash % tones.length]!;
}

/**
 * A respectful stand-in for a child without a photo: the initials on a calm colour, no
 * drawn face. An SVG, so it scales from a 48 px avatar to a 600 px card; `alt` names it.
 */
export function ChildPlaceholder({
  name,
  alt,
  width,
  height,
  className,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const [background, ink] = toneOf(name);
  const initials = initialsOf(name);
  return (
    <svg
      role="img"
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      width={width}
      height={height}
      viewBox="0 0 100 100"
      // Fills any box (a square card, a round avatar) with the colour, initials centred.
      preserveAspectRatio="xMidYMid slice"
      className={className}
      data-placeholder="child"
    >
      <rect width="100" height="100" fill={background} />
      <text
        x="50"
        y="50"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={initials.length > 1 ? 34 : 40}
        fontWeight="600"
        letterSpacing="1"
        fill={ink}
      >
        {initials}
      </text>
    </svg>
  );
}

/**
 * A child's photo where there is one (and while it loads), the placeholder where there
 * is none or it fails to load. The placeholder is not a photo and says so
 * (`placeholderAlt`, "No photo of Aline yet"); an empty `alt` leaves both decorative.
 */
export function ChildPhoto({
  name,
  photo,
  placeholderAlt,
  ...image
}: { name: string; photo: string | null | undefined; placeholderAlt?: string } & Omit<
  ComponentProps<typeof ResponsiveImage>,
  'src' | 'fallback'
>) {
  const placeholder = (
    <ChildPlaceholder
      name={name}
      alt={image.alt ? (placeholderAlt ?? image.alt) : ''}
      width={image.width}
      height={image.height}
      className={image.className}
    />
  );
  return <ResponsiveImage src={photo} {...image} renderFallback={() => placeholder} />;
}
