import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';

const file = (name: string) => new URL(`../../../../${name}`, import.meta.url).pathname;

/** How far, on average per channel, a PNG of `size` px is from public/favicon.svg drawn at that size. */
async function distance(png: string, size: number, flop = false) {
  const pixels = async (input: Sharp) => input.resize(size, size).ensureAlpha().raw().toBuffer();
  const svg = await pixels(sharp(file('public/favicon.svg'), { density: 1152 }));
  const drawn = await pixels(flop ? sharp(file(png)).flop() : sharp(file(png)));
  expect(drawn).toHaveLength(size * size * 4);
  let diff = 0;
  for (let i = 0; i < svg.length; i++) diff += Math.abs(svg[i]! - drawn[i]!);
  return diff / svg.length;
}

describe("the charity's mark on the pages", () => {
  it('is public/favicon.svg drawn at 144 px (public/logo.png) and at 32 px (public/favicon.png)', async () => {
    // A palette PNG rounds each colour a little; another drawing differs by far more.
    expect(await distance('public/logo.png', 144)).toBeLessThan(4);
    expect(await distance('public/logo.png', 144, true)).toBeGreaterThan(10);
    expect(await distance('public/favicon.png', 32)).toBeLessThan(8);
    expect(await distance('public/favicon.png', 32, true)).toBeGreaterThan(10);
  });

  it('is linked as a PNG, never as an SVG, which would cost each load an SVG document of its own', () => {
    const root = readFileSync(file('src/web/root.tsx'), 'utf8');
    expect(root).toContain('<link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />');
    for (const source of ['src/web/features/chrome/site-header.tsx', 'src/web/features/chrome/not-found-screen.tsx'])
      expect(readFileSync(file(source), 'utf8')).toContain('"/logo.png"');
    for (const source of [
      'src/web/root.tsx',
      'src/web/features/chrome/site-header.tsx',
      'src/web/features/chrome/not-found-screen.tsx',
    ])
      expect(readFileSync(file(source), 'utf8')).not.toMatch(/(?:src|href)="[^"]*\.svg"/);
  });
});
