import { z } from 'zod';
import { THUMBNAIL_WIDTHS } from './images';

/** `:file` of an image: a plain WebP file name, so no path can climb out of the image folder. */
export const imageFileParamsSchema = z.object({
  file: z.string().regex(/^[\w-]+\.webp$/),
});

/** `?w=` asks for a thumbnail of one of the widths the server renders; without it, the original. */
export const thumbnailQuerySchema = z.object({
  w: z.coerce.number().pipe(z.literal(THUMBNAIL_WIDTHS)).optional(),
});
