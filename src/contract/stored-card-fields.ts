import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { isAbilityTagId, sortAbilityTagIds } from '../domain/cards/ability-tags';
import { cardSchema } from './cards';
import { imageUrlSchema } from './image-url';
import { boundedText, TEXT_MAX_LENGTH } from './input-bounds';
import { inspectJsonValue, MAX_JSON_DEPTH } from './json-limits';

/** The longest list of tag ids a write may send: the vocabulary once, with room for repeats. */
const MAX_SENT_TAGS = 64;

/**
 * An editor's correction of the ability tags (ADR 0023): ids of the vocabulary, stored in its
 * order without repeats; null follows the structured effects.
 */
export const cardTagsFieldSchema = builtOnFirstUse(() =>
  z
    .array(
      z
        .string()
        .max(TEXT_MAX_LENGTH.identifier)
        .refine(isAbilityTagId, { message: 'no es una etiqueta conocida' }),
    )
    .max(MAX_SENT_TAGS)
    .transform((ids) => sortAbilityTagIds(ids))
    .nullable()
    .default(null),
);

/** An empty image address means "no image". */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The bounds of a card's stored fields, shared by the card form's writes and catalogue imports:
 * texts fit their purpose and hold no control characters, image addresses are http(s) or under
 * the app. Reading keeps cardSchema's looser rules, so rows stored earlier still load.
 */
export const storedCardFieldsSchema = builtOnFirstUse(() =>
  z.object({
    nombre: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
    edicion: boundedText(TEXT_MAX_LENGTH.name).trim().min(1),
    ruta_completa: z.preprocess(blankAsNull, imageUrlSchema.unwrap().nullable()),
    raza: boundedText(TEXT_MAX_LENGTH.name).nullable(),
    habilidad: boundedText(TEXT_MAX_LENGTH.paragraph).nullable(),
    flavor_text: boundedText(TEXT_MAX_LENGTH.paragraph).nullable(),
    ilustrador: boundedText(TEXT_MAX_LENGTH.name).nullable(),
    etiquetas: cardTagsFieldSchema.unwrap(),
  }),
);

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
const importedEffectsSchema = builtOnFirstUse(() =>
  z
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
    .superRefine(checkStoredEffects),
);

/** A card as a catalogue import stores it: cardSchema with storedCardFieldsSchema's bounds. */
export const storableCardSchema = builtOnFirstUse(() =>
  cardSchema.unwrap().extend({
    ...storedCardFieldsSchema.unwrap().shape,
    habilidades: importedEffectsSchema.unwrap(),
  }),
);
