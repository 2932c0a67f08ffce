import { z } from 'zod';
import { IMAGE_WIDTHS } from '~/shared/images';

/** `<base>/<hash>/<width>.webp`: a 32-hex hash and one of the stored widths (the width as a number). */
export const imageFileParams = z.object({
  hash: z.string().regex(/^[a-f0-9]{32}$/),
  file: z
    .string()
    .regex(new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.webp$`))
    .transform((file) => Number.parseInt(file, 10)),
});

/** `?w=`: one of the stored widths (640 by default), as a number. */
export const photoWidthQuery = {
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
    .default('640')
    .transform(Number),
};
