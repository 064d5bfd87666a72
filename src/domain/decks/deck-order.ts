import type { Card } from '../cards/card';
import { compareSpanish } from '../cards/card-name';

/** Listing order of types (SPEC §5): aliado, talisman, arma, totem, oro; anything else last. */
const TYPE_RANK: Readonly<Record<string, number>> = {
  aliado: 0,
  talisman: 1,
  arma: 2,
  totem: 3,
  oro: 4,
};
const UNKNOWN_TYPE_RANK = 5;

function rankType(tipo: string): number {
  return TYPE_RANK[tipo] ?? UNKNOWN_TYPE_RANK;
}

function compareDeckCards(a: Card, b: Card): number {
  const byType = rankType(a.tipo) - rankType(b.tipo);
  if (byType !== 0) return byType;
  return a.tipo === 'aliado' ? compareSpanish(a.nombre, b.nombre) : 0;
}

/**
 * Deck listing order (SPEC §5): by type, allies alphabetical by name; otherwise the deck's own
 * order is kept (the sort is stable).
 */
export function sortDeckCards(cards: readonly Card[]): Card[] {
  return [...cards].sort(compareDeckCards);
}

/** One line of the deck list: 'Nx name' (SPEC §2 'Mazo Actual'). */
export interface DeckLine {
  card: Card;
  count: number;
}

/** The deck list grouped by card id, in the listing order of SPEC §5. */
export function groupDeckCards(cards: readonly Card[]): DeckLine[] {
  const lines = new Map<number, DeckLine>();
  for (const card of sortDeckCards(cards)) {
    const line = lines.get(card.id);
    if (line) line.count += 1;
    else lines.set(card.id, { card, count: 1 });
  }
  return [...lines.values()];
}
