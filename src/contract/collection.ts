import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { rowIdParamSchema, rowIdSchema } from './input-bounds';

/** Bounds of 'Mi colección' (issue 17). */
export const COLLECTION_LIMITS = {
  /** Copies of one card. */
  copies: 999,
  /** Cards in one request, JSON or CSV rows. */
  rows: 5_000,
  /** Size of an imported CSV. */
  csvBytes: 1024 * 1024,
} as const;

const copiesSchema = builtOnFirstUse(() => z.int32().min(0).max(COLLECTION_LIMITS.copies));

/** One card of the collection; a card the player has no copies of is absent. */
export const collectionEntrySchema = builtOnFirstUse(() =>
  z.object({
    id: rowIdSchema.unwrap(),
    count: z.int32().min(1).max(COLLECTION_LIMITS.copies),
  }),
);

export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

/** `GET /api/collection` and the answer of `PUT /api/collection`: cards by ascending id. */
export const collectionSchema = builtOnFirstUse(() =>
  z.object({ cards: z.array(collectionEntrySchema.unwrap()) }),
);

export type Collection = z.infer<typeof collectionSchema>;

export const collectionCardParamsSchema = builtOnFirstUse(() =>
  z.object({ cardId: rowIdParamSchema.unwrap() }),
);

/** Body of `PUT /api/collection/cards/:cardId`: the copies owned; 0 removes the card. */
export const collectionCardWriteSchema = builtOnFirstUse(() =>
  z.strictObject({ count: copiesSchema.unwrap() }),
);

export const COLLECTION_MODES = ['merge', 'replace'] as const;

export type CollectionMode = (typeof COLLECTION_MODES)[number];

/**
 * Body of `PUT /api/collection`: `merge` sets the listed cards (0 removes one) and keeps the rest;
 * `replace` makes the collection exactly the listed cards.
 */
export const collectionWriteSchema = builtOnFirstUse(() =>
  z.strictObject({
    cards: z
      .array(z.strictObject({ id: rowIdSchema.unwrap(), count: copiesSchema.unwrap() }))
      .max(COLLECTION_LIMITS.rows)
      .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, {
        message: 'cada carta puede aparecer una vez',
      }),
    mode: z.enum(COLLECTION_MODES),
  }),
);

export type CollectionWrite = z.infer<typeof collectionWriteSchema>;

/** `PUT /api/collection/cards/:cardId`: the card's copies now (0: not in the collection). */
export const collectionCardStateSchema = builtOnFirstUse(() =>
  z.object({ id: rowIdSchema.unwrap(), count: copiesSchema.unwrap() }),
);

/** Query of `POST /api/collection/import`. */
export const collectionImportQuerySchema = builtOnFirstUse(() =>
  z.strictObject({
    mode: z.enum(COLLECTION_MODES).default('merge'),
  }),
);

/** A CSV row that was not applied: its line in the file (header = 1), its name and why. */
export const collectionUnresolvedRowSchema = builtOnFirstUse(() =>
  z.object({
    line: z.int().positive(),
    nombre: z.string(),
    reason: z.string(),
  }),
);

export type CollectionUnresolvedRow = z.infer<typeof collectionUnresolvedRowSchema>;

/** `POST /api/collection/import`: how many cards were set, and the rows left out. */
export const collectionImportResultSchema = builtOnFirstUse(() =>
  z.object({
    applied: z.int().nonnegative(),
    unresolved: z.array(collectionUnresolvedRowSchema.unwrap()),
  }),
);

export type CollectionImportResult = z.infer<typeof collectionImportResultSchema>;
