import { z } from 'zod';
import { isAbilityTagId, sortAbilityTagIds } from '../domain/cards/ability-tags';
import { CARD_TYPES, type Card } from '../domain/cards/card';
import { imageUrlSchema } from './image-url';
import { boundedText, rowIdParamSchema, rowIdSchema, TEXT_MAX_LENGTH } from './input-bounds';
import { inspectJsonValue, MAX_JSON_DEPTH } from './json-limits';

/** One card in the spec's card JSON format (SPEC §3 'Card'), as stored, imported and served. */
export const cardSchema = z.object({
  id: rowIdSchema,
  nombre: z.string().trim().min(1),
  tipo: z.enum(CARD_TYPES),
  ruta_completa: z.string().nullable(),
  edicion: z.string().trim().min(1),
  coste: z.int32().nonnegative().nullable(),
  fuerza: z.int32().nonnegative().nullable(),
  raza: z.string().nullable(),
  habilidad: z.string().nullable(),
  flavor_text: z.string().nullable(),
  ilustrador: z.string().nullable(),
  habilidades: z.union([z.array(z.unknown()), z.string()]),
  revisada: z.boolean(),
  /** Last, so exports list it after the spec's fields; files without it import as null. */
  unica: z.boolean().nullable().default(null),
  /** ADR 0023; files without it import as null. Reading accepts ids a later vocabulary dropped. */
  etiquetas: z.array(z.string()).nullable().default(null),
}) satisfies z.ZodType<Card>;

/** A catalogue file or response: a list of cards. */
export const cardListSchema = z.array(cardSchema);

/** The longest list of tag ids a write may send: the vocabulary once, with room for repeats. */
const MAX_SENT_TAGS = 64;

/**
 * An editor's correction of the ability tags (ADR 0023): ids of the vocabulary, stored in its
 * order without repeats; null follows the structured effects.
 */
export const cardTagsFieldSchema = z
  .array(
    z
      .string()
      .max(TEXT_MAX_LENGTH.identifier)
      .refine(isAbilityTagId, { message: 'no es una etiqueta conocida' }),
  )
  .max(MAX_SENT_TAGS)
  .transform((ids) => sortAbilityTagIds(ids))
  .nullable()
  .default(null);

/** An empty image address means "no image". */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The bounds of a card's stored fields, shared by the card form's writes and catalogue imports:
 * texts fit their purpose and hold no control characters, image addresses are http(s) or under
 * the app. Reading keeps cardSchema's looser rules, so rows stored earlier still load.
 */
export const STORED_CARD_FIELDS = {
  nombre: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
  edicion: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
  ruta_completa: z.preprocess(blankAsNull, imageUrlSchema.nullable()),
  raza: boundedText(TEXT_MAX_LENGTH.name).nullable(),
  habilidad: boundedText(TEXT_MAX_LENGTH.paragraph).nullable(),
  flavor_text: boundedText(TEXT_MAX_LENGTH.paragraph).nullable(),
  ilustrador: boundedText(TEXT_MAX_LENGTH.name).nullable(),
  etiquetas: cardTagsFieldSchema,
};

/** Structured effects as stored: no deeper than the API reads and no control characters. */
export function checkStoredEffects(effects: unknown, context: z.RefinementCtx): void {
  const problem = inspectJsonValue(effects);
  if (problem === null) return;
  context.addIssue(
    problem.kind === 'too_deep'
      ? { code: 'custom', message: `tiene más de ${MAX_JSON_DEPTH} niveles de anidación` }
      : { code: 'custom', message: 'contiene caracteres no permitidos', path: problem.path },
  );
}

/**
 * `habilidades` of an imported card (SPEC §3): a string holding a JSON array is stored as the
 * array, any other string as written, so nothing is lost; either way within the bounds above.
 */
const importedEffectsSchema = z
  .union([z.array(z.unknown()), boundedText(TEXT_MAX_LENGTH.json)])
  .transform((value): unknown => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : value;
    } catch {
      return value;
    }
  })
  .superRefine(checkStoredEffects);

/** A card as a catalogue import stores it: cardSchema with STORED_CARD_FIELDS' bounds. */
export const storableCardSchema = cardSchema.extend({
  ...STORED_CARD_FIELDS,
  habilidades: importedEffectsSchema,
});

/** `:id` path parameter of a card. */
export const cardIdParamsSchema = z.object({ id: rowIdParamSchema });

/** What `GET /api/catalogue` says about the catalogue as a whole. */
export const catalogueInfoSchema = z.object({
  /**
   * 'demo' until a real catalogue is imported; 'mixed' when an import merged into the demo
   * catalogue and demo cards are still there; 'imported' once every card came from imports.
   */
  source: z.enum(['demo', 'imported', 'mixed']),
  cardCount: z.int().nonnegative(),
});

export type CatalogueInfo = z.infer<typeof catalogueInfoSchema>;

/** `GET /api/health` when everything that matters answers; otherwise 503 with the reason. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations applied, equal to those the running code ships. */
  schemaVersion: z.int().nonnegative(),
  /** Cards served, equal to what the last catalogue write recorded. */
  cardCount: z.int().nonnegative(),
  /** This instance's PostgreSQL connections (DATABASE_POOL_MAX); null on the embedded database. */
  pool: z
    .object({
      max: z.int().positive(),
      total: z.int().nonnegative(),
      idle: z.int().nonnegative(),
      waiting: z.int().nonnegative(),
    })
    .nullable(),
});

export type Health = z.infer<typeof healthSchema>;
