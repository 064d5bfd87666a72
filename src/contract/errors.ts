import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';

/** Body of every error response: a stable machine code and a Spanish message for people. */
export const errorBodySchema = builtOnFirstUse(() =>
  z.object({
    error: z.string(),
    message: z.string(),
  }),
);

export type ErrorBody = z.infer<typeof errorBodySchema>;
