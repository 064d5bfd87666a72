import { z } from 'zod';
import { banlistSchema } from './banlists';

/** `:key` path parameter of a banlist. */
export const banlistKeyParamsSchema = z.object({
  key: banlistSchema.shape.key,
});
