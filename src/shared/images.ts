/** Widths every stored image is rendered at; srcset is built from them. */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export const DEFAULT_IMAGE_WIDTH = 1200;

const STORED = /^\/api\/images\/([a-f0-9]{32})\/(\d+)\.webp$/;

export const imageUrl = (hash: string, width: number = DEFAULT_IMAGE_WIDTH) => `/api/images/${hash}/${width}.webp`;

/** A srcset for an image stored by the server, or undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  const m = url ? STORED.exec(url) : null;
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(m[1]!, w)} ${w}w`).join(', ');
}
