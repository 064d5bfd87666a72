import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { banlistSchema } from './banlists';

/** `:key` path parameter of a banlist. */
export const banlistKeyParamsSchema = builtOnFirstUse(() =>
  z.object({
    key: banlistSchema.unwrap().shape.key,
  }),
);
