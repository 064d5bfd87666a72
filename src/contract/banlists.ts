import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import type { Banlist } from '../domain/banlists/banlist';
import { addMissingBuiltInSwitches } from '../domain/banlists/built-in-banlists';
import { CARD_TYPES } from '../domain/cards/card';
import { findFormatRuleProblems } from '../domain/banlists/format-rule-problems';
import {
  MAX_ENTRY_SUGGESTIONS,
  type UnresolvedBanlistEntry,
} from '../domain/banlists/unresolved-entries';
import { boundedText, TEXT_MAX_LENGTH } from './input-bounds';
import { SIDE_DECK_MAX_SIZE } from './deck-bounds';

/** Far more names than any catalogue has cards. */
const CARD_NAME_LIST_MAX_LENGTH = 20_000;

const cardNameListSchema = builtOnFirstUse(() =>
  z.array(boundedText(TEXT_MAX_LENGTH.name).trim().min(1)).max(CARD_NAME_LIST_MAX_LENGTH),
);

/** Bounds of a format's opening hand (ADR 0021); the game's is 8. */
export const OPENING_HAND_SIZE_BOUNDS = { min: 1, max: 20 } as const;

/** Far more editions than the game has. */
const EDITION_LIST_MAX_LENGTH = 500;

/**
 * A format's rules (SPEC §3 'Banlist'), sets stored as arrays, with the switches of the real
 * formats (issue 15). Strict: a rule this version does not know is refused, never dropped; and a
 * format whose rules contradict each other (a card in two lists, a minimum bigger than the deck)
 * is refused naming the field.
 */
export const banlistRulesSchema = builtOnFirstUse(() =>
  z
    .strictObject({
      minAllies: z.int32().nonnegative(),
      maxCard: z.int32().positive(),
      banned: cardNameListSchema.unwrap(),
      limitedOne: cardNameListSchema.unwrap(),
      limitedTwo: cardNameListSchema.unwrap(),
      oneRace: z.boolean().optional(),
      oneBlock: z.boolean().optional(),
      minAlliesRequired: z.boolean().optional(),
      minAlliesCountedTypes: z
        .array(z.enum(CARD_TYPES))
        .min(1)
        .max(CARD_TYPES.length)
        .refine(
          (types) => new Set(types).size === types.length,
          'Cada tipo puede aparecer una vez.',
        )
        .optional(),
      exactDeckSize: z.boolean().optional(),
      sideDeckSize: z.int32().min(0).max(SIDE_DECK_MAX_SIZE).optional(),
      minVanillaGold: z.int32().nonnegative().optional(),
      unlimitedCopies: cardNameListSchema.unwrap().optional(),
      allowedEditions: z
        .array(boundedText(TEXT_MAX_LENGTH.name).trim().min(1))
        .min(1)
        .max(EDITION_LIST_MAX_LENGTH)
        .optional(),
      reprintsAllowed: z.boolean().optional(),
      openingHandSize: z
        .int32()
        .min(OPENING_HAND_SIZE_BOUNDS.min)
        .max(OPENING_HAND_SIZE_BOUNDS.max)
        .optional(),
      mulliganEveryOther: z.boolean().optional(),
    })
    .superRefine((rules, context) => {
      for (const { path, message } of findFormatRuleProblems(rules)) {
        context.addIssue({ code: 'custom', path, message });
      }
    }),
);

/** A whole format as served by `GET /api/banlists` and written by `PUT /api/banlists/:key`. */
export const banlistSchema = builtOnFirstUse(() =>
  z.object({
    key: boundedText(TEXT_MAX_LENGTH.identifier).regex(/^\S+$/),
    name: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
    effectiveDate: z.iso.date().nullable(),
    rules: banlistRulesSchema.unwrap(),
  }),
) satisfies z.ZodType<Banlist>;

export const banlistListSchema = builtOnFirstUse(() => z.array(banlistSchema.unwrap()));

/**
 * A format as kept before its rules were data (localStorage, files): read with banlistSchema,
 * then a built-in format's key with no switch takes that format's switches (issue 15).
 */
export const storedBanlistSchema = builtOnFirstUse(() =>
  banlistSchema.unwrap().transform(addMissingBuiltInSwitches),
);

/** An entry of a format's lists that names no card of the catalogue (issue 14). */
export const unresolvedBanlistEntrySchema = builtOnFirstUse(() =>
  z.object({
    list: z.enum(['banned', 'limitedOne', 'limitedTwo']),
    position: z.int().nonnegative(),
    nombre: z.string(),
    suggestions: z.array(z.string()).max(MAX_ENTRY_SUGGESTIONS),
  }),
) satisfies z.ZodType<UnresolvedBanlistEntry>;

/**
 * A format as `GET /api/banlists` serves it: the format itself, plus its entries that name no
 * card of the current catalogue (null when the catalogue cannot be read). Clients that read
 * the list with banlistListSchema simply drop the extra field.
 */
export const publishedBanlistSchema = builtOnFirstUse(() =>
  banlistSchema.unwrap().extend({
    unresolvedEntries: z.array(unresolvedBanlistEntrySchema.unwrap()).nullable(),
  }),
);
export type PublishedBanlist = z.infer<typeof publishedBanlistSchema>;

/** `GET /api/banlists`. */
export const publishedBanlistListSchema = builtOnFirstUse(() =>
  z.array(publishedBanlistSchema.unwrap()),
);

/** One published version of a format, as `GET /api/banlists/:key/history` lists it (issue 15). */
export const banlistVersionSchema = builtOnFirstUse(() =>
  z.object({
    id: z.int().positive(),
    name: z.string(),
    effectiveDate: z.iso.date().nullable(),
    rules: banlistRulesSchema.unwrap(),
    /** ISO date-time of the publication. */
    publishedAt: z.iso.datetime({ offset: true }),
    /** The publisher's name; null for the built-in lists recorded at the first start. */
    publishedBy: z.string().nullable(),
  }),
);
export type BanlistVersion = z.infer<typeof banlistVersionSchema>;

/** `GET /api/banlists/:key/history`: newest publication first. */
export const banlistHistorySchema = builtOnFirstUse(() =>
  z.object({
    key: z.string(),
    versions: z.array(banlistVersionSchema.unwrap()),
  }),
);
export type BanlistHistory = z.infer<typeof banlistHistorySchema>;
