/**
 * Demo pictures drawn as SVG here and rasterised by sharp at seed time, so the
 * repository ships no binary images and nothing is downloaded.
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

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A landscape of Musanze's volcanoes with a label: for gifts and blog posts (1200x630). */
export function landscapeSvg(label: string, seed: number): string {
  const [dark, light, sky] = palettes[seed % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#s)"/>
  <circle cx="${900 - (seed % 4) * 120}" cy="150" r="70" fill="#fbbf24" opacity="0.9"/>
  <path d="M0 470 L220 250 L380 400 L560 180 L760 420 L940 260 L1200 470 L1200 630 L0 630 Z" fill="${dark}" opacity="0.85"/>
  <path d="M0 540 Q300 460 600 530 T1200 520 L1200 630 L0 630 Z" fill="${dark}"/>
  <text x="60" y="590" font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escape(label)}</text>
</svg>`;
}

/** A friendly portrait illustration with initials: for children's profiles (600x600). */
export function portraitSvg(initials: string, seed: number): string {
  const [dark, light, sky] = palettes[seed % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${sky}"/>
  <circle cx="300" cy="600" r="230" fill="${dark}"/>
  <circle cx="300" cy="250" r="130" fill="#7c4a2d"/>
  <circle cx="255" cy="235" r="12" fill="#1f2937"/><circle cx="345" cy="235" r="12" fill="#1f2937"/>
  <path d="M250 300 Q300 340 350 300" stroke="#1f2937" stroke-width="10" fill="none" stroke-linecap="round"/>
  <rect x="20" y="20" width="150" height="80" rx="16" fill="${light}"/>
  <text x="95" y="75" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="${dark}">${escape(initials)}</text>
</svg>`;
}
