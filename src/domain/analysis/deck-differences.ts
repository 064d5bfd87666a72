import type { Card } from '../cards/card';
import { groupDeckCards, type DeckLine } from '../decks/deck-order';

/** A card both decks hold, with each deck's copies. */
export interface SharedCard {
  card: Card;
  countFirst: number;
  countSecond: number;
}

/** What sets two decks apart, card by card (by id). */
export interface DeckDifferences {
  onlyInFirst: DeckLine[];
  onlyInSecond: DeckLine[];
  inBoth: SharedCard[];
}

/**
 * Side-by-side deck comparison (deck analysis): cards only in the first deck, only in the second,
 * and in both with each deck's copies; matched by card id, each list in the listing order of
 * SPEC §5 (shared cards in the first deck's order).
 */
export function compareDecks(cardsA: readonly Card[], cardsB: readonly Card[]): DeckDifferences {
  const linesA = groupDeckCards(cardsA);
  const linesB = groupDeckCards(cardsB);
  const countsA = new Map(linesA.map((line) => [line.card.id, line.count]));
  const countsB = new Map(linesB.map((line) => [line.card.id, line.count]));
  const inBoth: SharedCard[] = [];
  for (const { card, count } of linesA) {
    const countSecond = countsB.get(card.id);
    if (countSecond !== undefined) inBoth.push({ card, countFirst: count, countSecond });
  }
  return {
    onlyInFirst: linesA.filter((line) => !countsB.has(line.card.id)),
    onlyInSecond: linesB.filter((line) => !countsA.has(line.card.id)),
    inBoth,
  };
}
