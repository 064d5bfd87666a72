import { z } from 'zod';
import { CARD_TYPES, type Card } from '../domain/cards/card';

/** One card in the spec's card JSON format (SPEC §3 'Card'), as stored, imported and served. */
export const cardSchema = z.object({
  id: z.int().positive(),
  nombre: z.string().trim().min(1),
  tipo: z.enum(CARD_TYPES),
  ruta_completa: z.string().nullable(),
  edicion: z.string().trim().min(1),
  coste: z.int().nonnegative().nullable(),
  fuerza: z.int().nonnegative().nullable(),
  raza: z.string().nullable(),
  habilidad: z.string().nullable(),
  flavor_text: z.string().nullable(),
  ilustrador: z.string().nullable(),
  habilidades: z.union([z.array(z.unknown()), z.string()]),
  revisada: z.boolean(),
}) satisfies z.ZodType<Card>;

/** A catalogue file or response: a list of cards. */
export const cardListSchema = z.array(cardSchema);

/** `:id` path parameter of a card. */
export const cardIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** What `GET /api/catalogue` says about the catalogue as a whole. */
export const catalogueInfoSchema = z.object({
  /** 'demo' until a real catalogue is imported. */
  source: z.enum(['demo', 'imported']),
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
});

export type Health = z.infer<typeof healthSchema>;
