import { z } from 'zod';
import type { Banlist } from '../domain/banlists/banlist';
import { boundedText, TEXT_MAX_LENGTH } from './input-bounds';

/** Far more names than any catalogue has cards. */
const CARD_NAME_LIST_MAX_LENGTH = 20_000;

const cardNameListSchema = z
  .array(boundedText(TEXT_MAX_LENGTH.name).trim().min(1))
  .max(CARD_NAME_LIST_MAX_LENGTH);

/** A format's rules (SPEC §3 'Banlist'), sets stored as arrays. */
export const banlistRulesSchema = z.object({
  minAllies: z.int32().nonnegative(),
  maxCard: z.int32().positive(),
  banned: cardNameListSchema,
  limitedOne: cardNameListSchema,
  limitedTwo: cardNameListSchema,
});

/** A whole format as served by `GET /api/banlists` and written by `PUT /api/banlists/:key`. */
export const banlistSchema = z.object({
  key: boundedText(TEXT_MAX_LENGTH.identifier).regex(/^\S+$/),
  name: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
  effectiveDate: z.iso.date().nullable(),
  rules: banlistRulesSchema,
}) satisfies z.ZodType<Banlist>;

export const banlistListSchema = z.array(banlistSchema);

/** `GET /api/edition-blocks`: edition → block, as the server stores it (SPEC §3). */
export const editionBlocksSchema = z.record(z.string().min(1), z.string().min(1));
