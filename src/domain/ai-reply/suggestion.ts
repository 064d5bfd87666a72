import { coerceWholeNumber } from '../cards/card-form';
import { formatCardType, parseCardType, type CardTypeLabel } from '../cards/card-type-labels';
import { parseStructuredEffects } from './effects-parser';
import { isRecord } from './json-value';
import { parseModelReply } from './reply-parser';

/** The AI suggestion result (SPEC §3), field names as the model is asked to write them. */
export interface AiSuggestion {
  nombre: string;
  ability: string;
  tipo: CardTypeLabel;
  coste: number;
  strength: number;
  raza: string;
  ilustrador: string;
  efectos_estructurados: unknown[];
  edition: string;
  id: number;
  url_image: string;
  flavour: string | null;
  reviewed: boolean;
}

/** Texts for fields the model did not give (SPEC §3 'Fallback texts for missing fields'). */
export const SUGGESTION_FALLBACK_TEXTS = {
  nombre: 'Nombre no disponible',
  ability: 'Habilidad no disponible',
  ilustrador: 'Ilustrador no disponible',
  edition: 'Edición no disponible',
} as const;

function pickText(raw: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function pickValue(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  return keys.map((key) => raw[key]).find((value) => value !== undefined && value !== null);
}

function readCardType(raw: Record<string, unknown>): CardTypeLabel {
  const text = pickText(raw, ['tipo', 'type']);
  const tipo = text === null ? null : parseCardType(text);
  return formatCardType(tipo ?? 'aliado');
}

/**
 * Suggestion normalisation (SPEC §3 'AI suggestion result'): tipo Aliado, coste 0, strength 0,
 * raza empty, id 0 and reviewed false by default; the fallback texts for a missing name, ability,
 * illustrator or edition; `illustrator` read as `ilustrador`. The image URL defaults to the one
 * passed in (the placeholder, or the image that was sent).
 */
export function normalizeSuggestion(raw: unknown, fallbackImageUrl = ''): AiSuggestion {
  const source = isRecord(raw) ? raw : {};
  return {
    nombre: pickText(source, ['nombre', 'name']) ?? SUGGESTION_FALLBACK_TEXTS.nombre,
    ability: pickText(source, ['ability', 'habilidad']) ?? SUGGESTION_FALLBACK_TEXTS.ability,
    tipo: readCardType(source),
    coste: coerceWholeNumber(pickValue(source, ['coste', 'cost'])),
    strength: coerceWholeNumber(pickValue(source, ['strength', 'fuerza'])),
    raza: pickText(source, ['raza', 'race']) ?? '',
    ilustrador:
      pickText(source, ['ilustrador', 'illustrator']) ?? SUGGESTION_FALLBACK_TEXTS.ilustrador,
    efectos_estructurados: parseStructuredEffects(source['efectos_estructurados']),
    edition: pickText(source, ['edition', 'edicion']) ?? SUGGESTION_FALLBACK_TEXTS.edition,
    id: coerceWholeNumber(source['id']),
    url_image: pickText(source, ['url_image']) ?? fallbackImageUrl,
    flavour: pickText(source, ['flavour', 'flavor_text', 'flavor']),
    reviewed: source['reviewed'] === true,
  };
}

/** Suggestion read from the model's reply text (SPEC §7): parsed, then normalised. */
export function parseSuggestionReply(text: string, fallbackImageUrl = ''): AiSuggestion {
  return normalizeSuggestion(parseModelReply(text), fallbackImageUrl);
}

/**
 * The card returned on any failure of the call (SPEC §7): 'Error en {provider}' with ability
 * 'Error al parsear la respuesta de {provider}', every other field at its default.
 */
export function makeFallbackSuggestion(provider: string, fallbackImageUrl = ''): AiSuggestion {
  return {
    ...normalizeSuggestion({}, fallbackImageUrl),
    nombre: `Error en ${provider}`,
    ability: `Error al parsear la respuesta de ${provider}`,
  };
}
