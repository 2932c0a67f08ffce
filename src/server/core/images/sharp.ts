import type SharpDefault from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';

type SharpModule = typeof SharpDefault;
let loaded: Promise<SharpModule> | undefined;

/**
 * sharp (libvips and its threads, about 8 MB resident) loaded by the first image that
 * needs it (an upload, the demo content), not at start: a site at rest holds none of it
 * (docs/performance.md, "Memory"). libvips keeps up to 50 MB of decoded images cached,
 * and one thread per core: photos are resized once, at upload, so neither pays on a
 * small server.
 */
export function loadSharp(): Promise<SharpModule> {
  return (loaded ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  }));
}

/** `sharp(input, options)` with sharp loaded first. */
export async function sharpOf(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  return (await loadSharp())(input, options);
}
