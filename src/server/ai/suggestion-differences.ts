import { isDeepStrictEqual } from 'node:util';
import { SUGGESTED_CARD_FIELDS, type SuggestedCardField } from '../../contract/ai';
import { parseStructuredEffects } from '../../domain/ai-reply/effects-parser';
import type { Card } from '../../domain/cards/card';

function readField(card: Card, field: SuggestedCardField): unknown {
  // Effects may be stored as a JSON string; what counts is the list it holds.
  return field === 'habilidades' ? parseStructuredEffects(card.habilidades) : card[field];
}

/** The fields where the card with the suggestion merged in differs from the card before. */
export function listChangedFields(before: Card, after: Card): SuggestedCardField[] {
  return SUGGESTED_CARD_FIELDS.filter(
    (field) => !isDeepStrictEqual(readField(before, field), readField(after, field)),
  );
}

/** `differences` of the response: every suggested field, true where it changed. */
export function toDifferenceFlags(
  changed: readonly SuggestedCardField[],
): Record<SuggestedCardField, boolean> {
  const isChanged = (field: SuggestedCardField) => changed.includes(field);
  return {
    nombre: isChanged('nombre'),
    tipo: isChanged('tipo'),
    edicion: isChanged('edicion'),
    coste: isChanged('coste'),
    fuerza: isChanged('fuerza'),
    raza: isChanged('raza'),
    habilidad: isChanged('habilidad'),
    flavor_text: isChanged('flavor_text'),
    ilustrador: isChanged('ilustrador'),
    habilidades: isChanged('habilidades'),
    revisada: isChanged('revisada'),
  };
}
