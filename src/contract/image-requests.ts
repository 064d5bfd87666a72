import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { THUMBNAIL_WIDTHS } from './images';

/** `:file` of an image: a plain WebP file name, so no path can climb out of the image folder. */
export const imageFileParamsSchema = builtOnFirstUse(() =>
  z.object({
    file: z.string().regex(/^[\w-]+\.webp$/),
  }),
);

/** `?w=` asks for a thumbnail of one of the widths the server renders; without it, the original. */
export const thumbnailQuerySchema = builtOnFirstUse(() =>
  z.object({
    w: z.coerce.number().pipe(z.literal(THUMBNAIL_WIDTHS)).optional(),
  }),
);
