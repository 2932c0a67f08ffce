import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { landscapeSvg, portraitSvg } from './demo-art';

describe('demo pictures', () => {
  it('carry no text and draw no face, and render at their sizes', async () => {
    for (let seed = 0; seed < 12; seed++) {
      for (const svg of [landscapeSvg(seed), portraitSvg(seed)]) {
        expect(svg).not.toMatch(/<text|<tspan/);
        // The old portraits drew eyes (r=12) and a smiling mouth (a stroked path).
        expect(svg).not.toMatch(/r="12"|stroke=/);
      }
    }
    expect(await sharp(Buffer.from(landscapeSvg(3))).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await sharp(Buffer.from(portraitSvg(3))).metadata()).toMatchObject({ width: 600, height: 600 });
  });
});
