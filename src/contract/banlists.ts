import { z } from 'zod';
import type { Banlist } from '../domain/banlists/banlist';

const cardNameListSchema = z.array(z.string().trim().min(1));

/** A format's rules (SPEC §3 'Banlist'), sets stored as arrays. */
export const banlistRulesSchema = z.object({
  minAllies: z.int().nonnegative(),
  maxCard: z.int().positive(),
  banned: cardNameListSchema,
  limitedOne: cardNameListSchema,
  limitedTwo: cardNameListSchema,
});

/** A whole format as served by `GET /api/banlists` and written by `PUT /api/banlists/:key`. */
export const banlistSchema = z.object({
  key: z.string().regex(/^\S+$/),
  name: z.string().trim().min(1),
  effectiveDate: z.iso.date().nullable(),
  rules: banlistRulesSchema,
}) satisfies z.ZodType<Banlist>;

export const banlistListSchema = z.array(banlistSchema);

/** `GET /api/edition-blocks`: edition → block, as the server stores it (SPEC §3). */
export const editionBlocksSchema = z.record(z.string().min(1), z.string().min(1));
