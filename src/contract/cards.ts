import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { CARD_TYPES, type Card } from '../domain/cards/card';
import { rowIdParamSchema, rowIdSchema } from './input-bounds';

/**
 * One card in the spec's card JSON format (SPEC §3 'Card'), as stored, imported and served.
 *
 * This module holds what the browser reads: every screen's first load evaluates it, and each
 * schema built is main-thread time on a phone (issue 19), so they are built on first use
 * (built-on-first-use.ts). The bounds of writes and imports are in stored-card-fields.ts, the
 * health check's answer in health.ts.
 */
export const cardSchema = builtOnFirstUse(() =>
  z.object({
    id: rowIdSchema.unwrap(),
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
  }),
) satisfies z.ZodType<Card>;

/** A catalogue file or response: a list of cards. */
export const cardListSchema = builtOnFirstUse(() => z.array(cardSchema.unwrap()));

/** `:id` path parameter of a card. */
export const cardIdParamsSchema = builtOnFirstUse(() =>
  z.object({ id: rowIdParamSchema.unwrap() }),
);

/** What `GET /api/catalogue` says about the catalogue as a whole. */
export const catalogueInfoSchema = builtOnFirstUse(() =>
  z.object({
    /**
     * 'demo' until a real catalogue is imported; 'mixed' when an import merged into the demo
     * catalogue and demo cards are still there; 'imported' once every card came from imports.
     */
    source: z.enum(['demo', 'imported', 'mixed']),
    cardCount: z.int().nonnegative(),
  }),
);

export type CatalogueInfo = z.infer<typeof catalogueInfoSchema>;
