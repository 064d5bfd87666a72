import type { Card } from '../cards/card';

/** A saved or in-progress deck (SPEC §3 'Deck'): id is a timestamp string once saved. */
export interface Deck {
  id: string | null;
  name: string | null;
  cards: Card[];
  /** The side deck (issue 15); left out or empty for a deck without one. */
  side?: Card[];
  /** Key of the format's banlist. */
  format: string;
}

/** A deck that has been saved: it has an id and a name (SPEC §4 'Saving'). */
export interface SavedDeck extends Deck {
  id: string;
  name: string;
}

/** Key of the format with the extra block and race rules (SPEC §5 'Extra rules for format racialEdicion'). */
export const RACIAL_EDICION_KEY = 'racialEdicion';

/** Tag shown beside a saved deck in the picker (SPEC §2): [RE] for racialEdicion, [RL] otherwise. */
export function formatDeckTag(deck: Pick<Deck, 'format'>): '[RE]' | '[RL]' {
  return deck.format === RACIAL_EDICION_KEY ? '[RE]' : '[RL]';
}

/** Copies of one card in a deck, counted by card id (SPEC §5 copy limits). */
export function countCopies(cards: readonly Card[], cardId: number): number {
  let count = 0;
  for (const card of cards) if (card.id === cardId) count += 1;
  return count;
}

/** Copies of every card of a deck (or of main and side deck together), by card id. */
export function countCopiesById(cards: readonly Card[]): Map<number, number> {
  const copies = new Map<number, number>();
  for (const card of cards) copies.set(card.id, (copies.get(card.id) ?? 0) + 1);
  return copies;
}

/** Allies in a deck, for the total shown against the format's minimum (SPEC §2 'Mazo Actual'). */
export function countAllies(cards: readonly Card[]): number {
  return cards.filter((card) => card.tipo === 'aliado').length;
}

/** 'Total de oros' of the deck builder (SPEC §2). */
export function countGold(cards: readonly Card[]): number {
  return cards.filter((card) => card.tipo === 'oro').length;
}

/** Saving a deck needs a non-empty deck and a non-empty name (SPEC §5 'Deck and banlist rules'). */
export function canSaveDeck(cards: readonly Card[], name: string | null): boolean {
  return cards.length > 0 && name !== null && name.trim() !== '';
}
