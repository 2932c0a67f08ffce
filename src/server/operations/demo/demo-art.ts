/**
 * Demo pictures drawn as SVG here and rasterised by sharp at seed time, so the
 * repository ships no binary images and nothing is downloaded. They carry no text
 * (a name printed inside a picture is cut off in a card and never translated) and no
 * drawn faces: calm scenes of Musanze's volcanoes, varied by a seed.
 */
const palettes = [
  ['#0f766e', '#5eead4', '#fde68a'],
  ['#1d4ed8', '#93c5fd', '#fef3c7'],
  ['#b45309', '#fcd34d', '#fff7ed'],
  ['#7c3aed', '#c4b5fd', '#fef9c3'],
  ['#be123c', '#fda4af', '#ecfeff'],
  ['#15803d', '#86efac', '#fefce8'],
  ['#0369a1', '#7dd3fc', '#fdf2f8'],
  ['#a16207', '#fde047', '#f0fdf4'],
] as const;

/** A rounded tree: trunk and crown, standing on the ground at (x, y). */
const tree = (x: number, y: number, size: number, colour: string) =>
  `<rect x="${x - size * 0.08}" y="${y - size * 0.5}" width="${size * 0.16}" height="${size * 0.5}" rx="${size * 0.05}" fill="#78350f" opacity="0.8"/>` +
  `<circle cx="${x}" cy="${y - size * 0.75}" r="${size * 0.42}" fill="${colour}"/>`;

/** Volcanoes under a soft sky, with trees in front: for gifts and blog posts (1200x630). */
export function landscapeSvg(seed: number): string {
  const [dark, light, sky] = palettes[seed % palettes.length]!;
  const shift = (seed % 3) * 60;
  const trees = [0, 1, 2]
    .map((i) => tree(120 + ((seed * 137 + i * 390) % 1000), 560 - (i % 2) * 20, 90 + ((seed + i) % 3) * 25, light))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#s)"/>
  <circle cx="${900 - (seed % 4) * 120}" cy="150" r="70" fill="#fbbf24" opacity="0.9"/>
  <path d="M0 ${470 - shift / 2} L${220 + shift} 250 L380 400 L${560 - shift} 180 L760 420 L940 ${260 + shift / 2} L1200 470 L1200 630 L0 630 Z" fill="${dark}" opacity="0.85"/>
  <path d="M0 540 Q300 460 600 530 T1200 520 L1200 630 L0 630 Z" fill="${dark}"/>
  ${trees}
</svg>`;
}

/** A calm square scene for a demo child's profile (600x600): no face, no text. */
export function portraitSvg(seed: number): string {
  const [dark, light, sky] = palettes[seed % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${sky}"/>
  <circle cx="${180 + (seed % 3) * 120}" cy="190" r="90" fill="#fbbf24" opacity="0.55"/>
  <path d="M0 400 L170 250 L290 360 L420 220 L600 400 L600 600 L0 600 Z" fill="${light}"/>
  <path d="M0 470 Q150 410 300 460 T600 450 L600 600 L0 600 Z" fill="${dark}" opacity="0.9"/>
  ${tree(120 + (seed % 4) * 110, 560, 110, light)}
</svg>`;
}
