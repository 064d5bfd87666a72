import { z } from 'zod';
import { isRecord } from '../../domain/ai-reply/json-value';
import { CARD_TYPE_LABELS } from '../../domain/cards/card-type-labels';
import {
  ABILITY_TYPES,
  ACTION_IDS,
  TARGET_SELECTORS,
  TURN_PHASES,
} from '../../domain/cards/effect-vocabulary';

/*
 * The AI suggestion result (SPEC §3) as a strict JSON schema for providers with structured
 * output. Strict schemas allow no free-form objects and no optional keys, so an action's
 * `parametros` travel as a list of key/value pairs and a missing target as null;
 * toSuggestionObject turns them back into the card format at this boundary.
 */

const parameterSchema = z.object({
  clave: z.string().describe('nombre del parámetro, por ejemplo cantidad, destino, duracion'),
  valor: z.union([z.string(), z.number(), z.boolean()]),
});

const targetSchema = z.object({
  selector: z.enum(TARGET_SELECTORS),
  cantidad: z.union([z.number(), z.string()]),
  filtros: z.array(z.object({ propiedad: z.string(), valor: z.string() })),
});

const actionSchema = z.object({
  accion: z.enum(ACTION_IDS),
  objetivo: targetSchema.nullable(),
  parametros: z.array(parameterSchema),
});

const optionSchema = z.object({
  descripcion_opcion: z.string(),
  costo: z.array(z.object({ tipo: z.string(), cantidad: z.number() })),
  acciones: z.array(actionSchema),
});

const effectSchema = z.object({
  descripcion: z.string(),
  tipo_habilidad: z.enum(ABILITY_TYPES),
  limite_por_turno: z.union([z.number(), z.enum(['infinito']), z.null()]),
  fase_activacion: z.array(z.enum(TURN_PHASES)),
  trigger: z.array(z.string()),
  opciones: z.array(optionSchema),
});

/** The reply asked for with `response_format: json_schema, strict: true`. */
export const structuredCardReplySchema = z.object({
  nombre: z.string(),
  ability: z.string(),
  tipo: z.enum(CARD_TYPE_LABELS),
  coste: z.number(),
  strength: z.number(),
  raza: z.string(),
  ilustrador: z.string(),
  efectos_estructurados: z.array(effectSchema),
  edition: z.string(),
  id: z.number(),
  url_image: z.string(),
  flavour: z.string().nullable(),
  reviewed: z.boolean(),
});

function isParameterPair(value: unknown): value is { clave: string; valor: unknown } {
  return isRecord(value) && typeof value['clave'] === 'string' && 'valor' in value;
}

function toCardAction(action: unknown): unknown {
  if (!isRecord(action)) return action;
  const { objetivo, parametros, ...rest } = action;
  const pairs = Array.isArray(parametros) && parametros.every(isParameterPair) ? parametros : null;
  return {
    ...rest,
    ...(objetivo === null || objetivo === undefined ? {} : { objetivo }),
    ...(pairs === null
      ? parametros === undefined
        ? {}
        : { parametros }
      : { parametros: Object.fromEntries(pairs.map(({ clave, valor }) => [clave, valor])) }),
  };
}

function mapList(value: unknown, map: (item: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(map) : value;
}

function toCardOption(option: unknown): unknown {
  return isRecord(option)
    ? { ...option, acciones: mapList(option['acciones'], toCardAction) }
    : option;
}

function toCardEffect(effect: unknown): unknown {
  return isRecord(effect)
    ? { ...effect, opciones: mapList(effect['opciones'], toCardOption) }
    : effect;
}

/**
 * A structured reply in the card format the rules engine reads: parameter pairs become the
 * `parametros` object and a null target is dropped. Anything of another shape passes unchanged,
 * so the effect validator still reports it.
 */
export function toSuggestionObject(reply: Record<string, unknown>): Record<string, unknown> {
  return { ...reply, efectos_estructurados: mapList(reply['efectos_estructurados'], toCardEffect) };
}
