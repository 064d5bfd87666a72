import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { ABILITY_TYPES, TARGET_SELECTORS } from '../domain/cards/effect-vocabulary';
import type { StructuredEffect } from '../domain/cards/structured-effect';

const targetFilterSchema = builtOnFirstUse(() =>
  z.object({ propiedad: z.string(), valor: z.string() }),
);

const effectTargetSchema = builtOnFirstUse(() =>
  z.object({
    selector: z.enum(TARGET_SELECTORS),
    cantidad: z.union([z.number(), z.string()]).optional(),
    filtros: z.array(targetFilterSchema.unwrap()).optional(),
  }),
);

const effectActionSchema = builtOnFirstUse(() =>
  z.object({
    accion: z.string().min(1),
    objetivo: effectTargetSchema.unwrap().optional(),
    parametros: z.record(z.string(), z.unknown()).optional(),
  }),
);

const effectCostSchema = builtOnFirstUse(() =>
  z.object({ tipo: z.string(), cantidad: z.number() }),
);

const effectOptionSchema = builtOnFirstUse(() =>
  z.object({
    descripcion_opcion: z.string(),
    costo: z.array(effectCostSchema.unwrap()).default([]),
    acciones: z.array(effectActionSchema.unwrap()).default([]),
  }),
);

/**
 * One structured effect (SPEC §3 'Structured effect'). Lists an older record may leave out
 * default to empty; anything present must have the documented shape.
 */
export const structuredEffectSchema = builtOnFirstUse(() =>
  z.object({
    descripcion: z.string(),
    tipo_habilidad: z.enum(ABILITY_TYPES),
    limite_por_turno: z.union([z.number(), z.literal('infinito'), z.null()]).default(null),
    fase_activacion: z.array(z.string()).default([]),
    trigger: z.array(z.string()).default([]),
    opciones: z.array(effectOptionSchema.unwrap()).default([]),
  }),
) satisfies z.ZodType<StructuredEffect>;

/** A card's `habilidades` once read: a list of structured effects. */
export const structuredEffectListSchema = builtOnFirstUse(() =>
  z.array(structuredEffectSchema.unwrap()),
);
