import sharp from 'sharp';

/** A picture of one colour, as an upload would bring it (PNG unless `format` says JPEG). */
export function solidImage(
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number },
  format: 'png' | 'jpeg' = 'png',
) {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}
