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

// Keyed by the list: query data is never changed in place, so a position keeps its card.
const fieldsByList = new WeakMap<readonly Card[], CardSearchFields[]>();

/**
 * The normalised texts of a list's cards by position, computed up to `end` (the whole list by
 * default) and kept while the list lives. A search reads them by position: looking each card up
 * by object cost three times the comparisons themselves at 20,000 cards (issue 19).
 */
export function readListSearchFields(
  cards: readonly Card[],
  end: number = cards.length,
): readonly CardSearchFields[] {
  let fields = fieldsByList.get(cards);
  if (fields === undefined) {
    fields = [];
    fieldsByList.set(cards, fields);
  }
  for (let index = fields.length; index < end; index += 1) {
    fields.push(readCardSearchFields(cards[index] as Card));
  }
  return fields;
}
