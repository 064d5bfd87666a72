import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { SIDE_DECK_MAX_SIZE } from './deck-bounds';
import { boundedText, rowIdSchema, TEXT_MAX_LENGTH } from './input-bounds';

/** Bounds of a deck on the account (issue 16): the wire refuses anything larger. */
export const ACCOUNT_DECK_LIMITS = {
  name: 120,
  note: 500,
  /** Cards of the main deck, counting copies. */
  cards: 200,
  /** Cards of the side deck, counting copies. */
  side: SIDE_DECK_MAX_SIZE,
  copies: 999,
} as const;

/**
 * Who may read a deck of the account (issue 17): only its owner, anyone with the link, or anyone
 * through 'Mazos de la comunidad' too.
 */
export const DECK_VISIBILITIES = ['private', 'unlisted', 'public'] as const;

export const deckVisibilitySchema = builtOnFirstUse(() => z.enum(DECK_VISIBILITIES));

export type DeckVisibility = z.infer<typeof deckVisibilitySchema>;

const deckEntrySchema = builtOnFirstUse(() =>
  z.strictObject({
    id: rowIdSchema.unwrap(),
    count: z.int32().min(1).max(ACCOUNT_DECK_LIMITS.copies),
  }),
);

function countCopies(entries: readonly { count: number }[]): number {
  return entries.reduce((total, entry) => total + entry.count, 0);
}

/** A list of cards with their copies, at most `maxCards` copies in all, each card once. */
function deckEntriesSchema(maxCards: number) {
  return z
    .array(deckEntrySchema)
    .max(maxCards)
    .refine((entries) => countCopies(entries) <= maxCards, {
      message: `admite como máximo ${maxCards} cartas`,
    })
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      message: 'cada carta puede aparecer una vez',
    });
}

/** The id the client gave the deck; it stays the same on every device. */
export const accountDeckIdSchema = builtOnFirstUse(() =>
  boundedText(TEXT_MAX_LENGTH.identifier).regex(/^[\w-]+$/, {
    message: 'solo admite letras, números, «-» y «_»',
  }),
);

export const accountDeckParamsSchema = builtOnFirstUse(() =>
  z.object({ id: accountDeckIdSchema.unwrap() }),
);

/** Body of `PUT /api/decks/:id`: the whole deck as the player saved it, on top of `baseVersion`. */
export const accountDeckWriteSchema = builtOnFirstUse(() =>
  z.strictObject({
    name: boundedText(ACCOUNT_DECK_LIMITS.name).trim().min(1),
    format: boundedText(TEXT_MAX_LENGTH.identifier).regex(/^\S+$/),
    cards: deckEntriesSchema(ACCOUNT_DECK_LIMITS.cards),
    side: deckEntriesSchema(ACCOUNT_DECK_LIMITS.side).optional(),
    note: boundedText(ACCOUNT_DECK_LIMITS.note).optional(),
    /** The version the edit started from; 0 for a deck the account does not have yet. */
    baseVersion: z.int32().nonnegative(),
    /**
     * Optional: absent keeps the deck's visibility (private for a new deck). Not part of the
     * version: a change of visibility is a state of the deck, like 'Papelera'.
     */
    visibility: deckVisibilitySchema.unwrap().optional(),
  }),
);

export type AccountDeckWrite = z.infer<typeof accountDeckWriteSchema>;

const deckEntryListSchema = builtOnFirstUse(() => z.array(deckEntrySchema.unwrap()));

/** A deck of the account at its current version. */
export const accountDeckSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    format: z.string(),
    cards: deckEntryListSchema.unwrap(),
    side: deckEntryListSchema.unwrap(),
    version: rowIdSchema.unwrap(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** When the deck went to 'Papelera'; null for a deck in use. Purged 30 days later. */
    deletedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Defaulted so that decks stored by a client before issue 17 still parse. */
    visibility: deckVisibilitySchema.unwrap().default('private'),
  }),
);

export type AccountDeck = z.infer<typeof accountDeckSchema>;

/**
 * `GET /api/decks`: the signed-in player's decks, most recently saved first, those in 'Papelera'
 * included (with `deletedAt`), so that every device learns of a deletion or a restore.
 */
export const accountDeckListSchema = builtOnFirstUse(() => z.array(accountDeckSchema.unwrap()));

/** One save of a deck. */
export const accountDeckVersionSchema = builtOnFirstUse(() =>
  z.object({
    version: rowIdSchema.unwrap(),
    authorId: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    name: z.string(),
    format: z.string(),
    cards: deckEntryListSchema.unwrap(),
    side: deckEntryListSchema.unwrap(),
    note: z.string().nullable(),
  }),
);

export type AccountDeckVersion = z.infer<typeof accountDeckVersionSchema>;

/** Versions per page of `GET /api/decks/:id/versions`. */
export const ACCOUNT_DECK_VERSIONS_PAGE = { default: 50, max: 100 } as const;

/** Query of `GET /api/decks/:id/versions`: a page of versions older than `before`. */
export const accountDeckVersionsQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(ACCOUNT_DECK_VERSIONS_PAGE.max)
      .default(ACCOUNT_DECK_VERSIONS_PAGE.default),
  }),
);

/**
 * `GET /api/decks/:id/versions`: a page of saves, newest first; `nextBefore` is the `before` of
 * the next (older) page, null on the last one.
 */
export const accountDeckVersionListSchema = builtOnFirstUse(() =>
  z.object({
    deckId: z.string(),
    versions: z.array(accountDeckVersionSchema.unwrap()),
    nextBefore: rowIdSchema.unwrap().nullable(),
  }),
);

export const accountDeckVersionParamsSchema = builtOnFirstUse(() =>
  z.object({
    id: accountDeckIdSchema.unwrap(),
    version: z.coerce.number().int().positive().max(2_147_483_647),
  }),
);

/**
 * Body of `POST /api/decks/:id/versions/:version/restore`: the deck's content at `version` is
 * saved again as a new version on top of `baseVersion` (409 when that is stale).
 */
export const accountDeckRestoreVersionSchema = builtOnFirstUse(() =>
  z.strictObject({
    baseVersion: z.int32().positive(),
  }),
);

/** 409 of a save on a stale version: the deck as the server holds it, for the client to merge. */
export const accountDeckConflictSchema = builtOnFirstUse(() =>
  z.object({
    error: z.literal('version_conflict'),
    message: z.string(),
    current: accountDeckSchema.unwrap(),
  }),
);
