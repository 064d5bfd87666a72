import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { decodeStructuredEffects } from '../domain/ai-reply/effects-parser';
import { coerceWholeNumber } from '../domain/cards/card-form';
import type { Card } from '../domain/cards/card';
import { parseCardType } from '../domain/cards/card-type-labels';
import { cardSchema } from './cards';
import { checkStoredEffects, storedCardFieldsSchema } from './stored-card-fields';
import { boundedText, rowIdParamSchema, rowIdSchema, TEXT_MAX_LENGTH } from './input-bounds';

/** Optimistic concurrency: every write names the version it started from and gets the next one. */
export const cardVersionSchema = rowIdSchema;

/** `GET /api/cards/:id`: the card plus the version an edit must name. */
export const versionedCardSchema = builtOnFirstUse(() =>
  cardSchema.unwrap().extend({ version: cardVersionSchema }),
);

export type VersionedCard = Card & { version: number };

/** An empty id field means "not given": on creation the server then assigns the next id. */
const optionalCardIdSchema = builtOnFirstUse(() =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .union([z.number(), z.string().max(16)])
      .pipe(z.coerce.number())
      .pipe(rowIdSchema.unwrap())
      .optional(),
  ),
);

/**
 * coste and fuerza as the card form rules say (SPEC §5): whole numbers, non-numeric input 0; an
 * explicit null (a gold card's cost, a weapon's strength) stays "no value".
 */
const wholeNumberFieldSchema = builtOnFirstUse(() =>
  z
    .union([z.number(), z.string().max(32), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined ? null : coerceWholeNumber(value)))
    .pipe(z.int32().nonnegative().nullable()),
);

/** Type limited to the five values (SPEC §5); the review screens' labels (Talismán) are accepted. */
const cardTypeFieldSchema = builtOnFirstUse(() =>
  z
    .string()
    .max(32)
    .transform((value, context) => {
      const tipo = parseCardType(value);
      if (tipo !== null) return tipo;
      context.addIssue({ code: 'custom', message: 'debe ser aliado, arma, talisman, totem u oro' });
      return z.NEVER;
    }),
);

/** Structured effects as an array, or a JSON string holding one (SPEC §3, §5); stored as the array. */
const structuredEffectsFieldSchema = builtOnFirstUse(() =>
  z
    .union([z.array(z.unknown()), boundedText(TEXT_MAX_LENGTH.json)])
    .default([])
    .transform((value, context) => {
      const decoded = decodeStructuredEffects(value);
      if (Array.isArray(decoded)) return decoded;
      context.addIssue({
        code: 'custom',
        message: 'debe ser una lista JSON de efectos estructurados',
      });
      return z.NEVER;
    })
    .superRefine(checkStoredEffects),
);

/** The card fields an editor sends: the card form's values, coerced as SPEC §5 says. */
export const cardFieldsInputSchema = builtOnFirstUse(() => {
  const stored = storedCardFieldsSchema.unwrap().shape;
  return z.object({
    id: optionalCardIdSchema.unwrap(),
    nombre: stored.nombre,
    tipo: cardTypeFieldSchema.unwrap(),
    ruta_completa: stored.ruta_completa.default(null),
    edicion: stored.edicion,
    coste: wholeNumberFieldSchema.unwrap(),
    fuerza: wholeNumberFieldSchema.unwrap(),
    raza: stored.raza.default(null),
    habilidad: stored.habilidad.default(null),
    flavor_text: stored.flavor_text.default(null),
    ilustrador: stored.ilustrador.default(null),
    habilidades: structuredEffectsFieldSchema.unwrap(),
    revisada: z.boolean().default(false),
    unica: z.boolean().nullable().default(null),
    etiquetas: stored.etiquetas,
  });
});

export type CardFieldsInput = z.input<typeof cardFieldsInputSchema>;
export type CardFields = z.output<typeof cardFieldsInputSchema>;

/** Body of `POST /api/cards`; without `card.id` the server assigns the next free id. */
export const createCardRequestSchema = builtOnFirstUse(() =>
  z.object({ card: cardFieldsInputSchema.unwrap() }),
);

export type CreateCardRequest = z.input<typeof createCardRequestSchema>;

/** Field names of a card, for `keptFields`. */
const cardFieldNameSchema = builtOnFirstUse(() => cardSchema.unwrap().keyof());

/**
 * Body of `PUT /api/cards/:id`: the edited card and the version the editor loaded. When the edit
 * started from an AI suggestion, `aiSuggestionId` and the fields kept from it are recorded.
 */
export const updateCardRequestSchema = builtOnFirstUse(() =>
  z.object({
    card: cardFieldsInputSchema.unwrap(),
    version: cardVersionSchema,
    aiSuggestionId: boundedText(TEXT_MAX_LENGTH.identifier).min(1).optional(),
    keptFields: z
      .array(cardFieldNameSchema.unwrap())
      .max(cardFieldNameSchema.unwrap().options.length)
      .optional(),
  }),
);

export type UpdateCardRequest = z.input<typeof updateCardRequestSchema>;

/** Answer of every successful card write: the stored card and its new version. */
export const cardWriteResponseSchema = builtOnFirstUse(() =>
  z.object({ card: cardSchema.unwrap(), version: cardVersionSchema }),
);

export interface CardWriteResponse {
  card: Card;
  version: number;
}

export const CARD_CONFLICT_MESSAGE = 'Esta carta fue modificada por otra persona.';

/** 409 of a write naming an outdated version: nothing was written; here is what is stored now. */
export const cardConflictSchema = builtOnFirstUse(() =>
  z.object({
    error: z.literal('conflict'),
    message: z.string(),
    current: cardWriteResponseSchema.unwrap(),
  }),
);

export interface CardConflict {
  error: 'conflict';
  message: string;
  current: CardWriteResponse;
}

/** Who made a revision. */
export const revisionAuthorSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
  }),
);

/** One saved change of a card: who, when, and the card before (null on creation) and after. */
export const cardRevisionSchema = builtOnFirstUse(() =>
  z.object({
    id: rowIdSchema.unwrap(),
    version: cardVersionSchema,
    author: revisionAuthorSchema.unwrap(),
    createdAt: z.iso.datetime(),
    before: cardSchema.unwrap().nullable(),
    after: cardSchema.unwrap(),
  }),
);

export type CardRevision = z.infer<typeof cardRevisionSchema>;

/** `GET /api/cards/:id/revisions` (editors and admins), newest first. */
export const cardRevisionListSchema = builtOnFirstUse(() => z.array(cardRevisionSchema.unwrap()));

/** `:id` path parameter of a card write (a PostgreSQL integer). */
export const cardWriteParamsSchema = builtOnFirstUse(() =>
  z.object({ id: rowIdParamSchema.unwrap() }),
);

/** `:id` and `:rev` path parameters of a revision. */
export const cardRevisionParamsSchema = builtOnFirstUse(() =>
  z.object({ id: rowIdParamSchema.unwrap(), rev: rowIdParamSchema.unwrap() }),
);

/** Body of `POST /api/cards/:id/revisions/:rev/restore`: the version the editor is looking at. */
export const restoreRevisionRequestSchema = builtOnFirstUse(() =>
  z.object({ version: cardVersionSchema }),
);

export type RestoreRevisionRequest = z.infer<typeof restoreRevisionRequestSchema>;

/** Paths of the card writes and their history. */
export const CARD_WRITE_PATHS = {
  cards: '/api/cards',
  card: (id: number | string) => `/api/cards/${id}`,
  revisions: (id: number | string) => `/api/cards/${id}/revisions`,
  restore: (id: number | string, revision: number | string) =>
    `/api/cards/${id}/revisions/${revision}/restore`,
} as const;
