import { z } from 'zod';
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

const copiesSchema = z.int32().min(0).max(COLLECTION_LIMITS.copies);

/** One card of the collection; a card the player has no copies of is absent. */
export const collectionEntrySchema = z.object({
  id: rowIdSchema,
  count: z.int32().min(1).max(COLLECTION_LIMITS.copies),
});

export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

/** `GET /api/collection` and the answer of `PUT /api/collection`: cards by ascending id. */
export const collectionSchema = z.object({ cards: z.array(collectionEntrySchema) });

export type Collection = z.infer<typeof collectionSchema>;

export const collectionCardParamsSchema = z.object({ cardId: rowIdParamSchema });

/** Body of `PUT /api/collection/cards/:cardId`: the copies owned; 0 removes the card. */
export const collectionCardWriteSchema = z.strictObject({ count: copiesSchema });

export const COLLECTION_MODES = ['merge', 'replace'] as const;

export type CollectionMode = (typeof COLLECTION_MODES)[number];

/**
 * Body of `PUT /api/collection`: `merge` sets the listed cards (0 removes one) and keeps the rest;
 * `replace` makes the collection exactly the listed cards.
 */
export const collectionWriteSchema = z.strictObject({
  cards: z
    .array(z.strictObject({ id: rowIdSchema, count: copiesSchema }))
    .max(COLLECTION_LIMITS.rows)
    .refine((cards) => new Set(cards.map((card) => card.id)).size === cards.length, {
      message: 'cada carta puede aparecer una vez',
    }),
  mode: z.enum(COLLECTION_MODES),
});

export type CollectionWrite = z.infer<typeof collectionWriteSchema>;

/** `PUT /api/collection/cards/:cardId`: the card's copies now (0: not in the collection). */
export const collectionCardStateSchema = z.object({ id: rowIdSchema, count: copiesSchema });

/** Query of `POST /api/collection/import`. */
export const collectionImportQuerySchema = z.strictObject({
  mode: z.enum(COLLECTION_MODES).default('merge'),
});

/** A CSV row that was not applied: its line in the file (header = 1), its name and why. */
export const collectionUnresolvedRowSchema = z.object({
  line: z.int().positive(),
  nombre: z.string(),
  reason: z.string(),
});

export type CollectionUnresolvedRow = z.infer<typeof collectionUnresolvedRowSchema>;

/** `POST /api/collection/import`: how many cards were set, and the rows left out. */
export const collectionImportResultSchema = z.object({
  applied: z.int().nonnegative(),
  unresolved: z.array(collectionUnresolvedRowSchema),
});

export type CollectionImportResult = z.infer<typeof collectionImportResultSchema>;
