import { z } from 'zod';
import { ABILITY_TYPES, TARGET_SELECTORS } from '../domain/cards/effect-vocabulary';
import type { StructuredEffect } from '../domain/cards/structured-effect';

const targetFilterSchema = z.object({ propiedad: z.string(), valor: z.string() });

const effectTargetSchema = z.object({
  selector: z.enum(TARGET_SELECTORS),
  cantidad: z.union([z.number(), z.string()]).optional(),
  filtros: z.array(targetFilterSchema).optional(),
});

const effectActionSchema = z.object({
  accion: z.string().min(1),
  objetivo: effectTargetSchema.optional(),
  parametros: z.record(z.string(), z.unknown()).optional(),
});

const effectCostSchema = z.object({ tipo: z.string(), cantidad: z.number() });

const effectOptionSchema = z.object({
  descripcion_opcion: z.string(),
  costo: z.array(effectCostSchema).default([]),
  acciones: z.array(effectActionSchema).default([]),
});

/**
 * One structured effect (SPEC §3 'Structured effect'). Lists an older record may leave out
 * default to empty; anything present must have the documented shape.
 */
export const structuredEffectSchema = z.object({
  descripcion: z.string(),
  tipo_habilidad: z.enum(ABILITY_TYPES),
  limite_por_turno: z.union([z.number(), z.literal('infinito'), z.null()]).default(null),
  fase_activacion: z.array(z.string()).default([]),
  trigger: z.array(z.string()).default([]),
  opciones: z.array(effectOptionSchema).default([]),
}) satisfies z.ZodType<StructuredEffect>;

/** A card's `habilidades` once read: a list of structured effects. */
export const structuredEffectListSchema = z.array(structuredEffectSchema);
