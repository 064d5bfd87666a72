import type { Card } from '../cards/card';
import { parseCardType } from '../cards/card-type-labels';
import { SUGGESTION_FALLBACK_TEXTS, type AiSuggestion } from './suggestion';

function keepUnlessFallback<T>(suggested: string, fallback: string, current: T): string | T {
  return suggested === fallback ? current : suggested;
}

/**
 * Merging a suggestion into the card form (SPEC §4 'Revisar con IA'): the model's reading
 * replaces the fields and the reviewed flag resets to false. The card keeps its id and image,
 * and any field the model could not read (a fallback text, no flavour, no effects). Strength
 * and race belong to allies only, so other types get null.
 */
export function mergeSuggestionIntoCard(card: Card, suggestion: AiSuggestion): Card {
  const tipo = parseCardType(suggestion.tipo) ?? card.tipo;
  const isAlly = tipo === 'aliado';
  return {
    ...card,
    nombre: keepUnlessFallback(suggestion.nombre, SUGGESTION_FALLBACK_TEXTS.nombre, card.nombre),
    tipo,
    habilidad: keepUnlessFallback(
      suggestion.ability,
      SUGGESTION_FALLBACK_TEXTS.ability,
      card.habilidad,
    ),
    edicion: keepUnlessFallback(
      suggestion.edition,
      SUGGESTION_FALLBACK_TEXTS.edition,
      card.edicion,
    ),
    ilustrador: keepUnlessFallback(
      suggestion.ilustrador,
      SUGGESTION_FALLBACK_TEXTS.ilustrador,
      card.ilustrador,
    ),
    coste: suggestion.coste,
    fuerza: isAlly ? suggestion.strength : null,
    raza: isAlly ? suggestion.raza || card.raza : null,
    flavor_text: suggestion.flavour ?? card.flavor_text,
    habilidades:
      suggestion.efectos_estructurados.length > 0
        ? suggestion.efectos_estructurados
        : card.habilidades,
    revisada: false,
  };
}
