import type { Card } from '../cards/card';
import { normalizeName, normalizeNameCached } from '../cards/card-name';

/** A card's texts normalised once for searching (issue 18: "precomputed normalised fields"). */
export interface CardSearchFields {
  nombre: string;
  habilidad: string | null;
  historia: string | null;
  ilustrador: string | null;
  raza: string | null;
  edicion: string;
}

// Keyed by the card object: a catalogue refetch brings new objects, so stale entries go with it.
const fieldsByCard = new WeakMap<Card, CardSearchFields>();

function normalizeOptional(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : normalizeName(text);
}

/** The normalised texts of a card, computed on first use and kept while the card lives. */
export function readCardSearchFields(card: Card): CardSearchFields {
  let fields = fieldsByCard.get(card);
  if (fields === undefined) {
    fields = {
      nombre: normalizeNameCached(card.nombre),
      habilidad: normalizeOptional(card.habilidad),
      historia: normalizeOptional(card.flavor_text),
      ilustrador: card.ilustrador === null ? null : normalizeNameCached(card.ilustrador),
      raza: card.raza === null || card.raza.trim() === '' ? null : normalizeNameCached(card.raza),
      edicion: normalizeNameCached(card.edicion),
    };
    fieldsByCard.set(card, fields);
  }
  return fields;
}
