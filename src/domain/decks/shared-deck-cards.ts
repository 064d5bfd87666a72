import type { Card } from '../cards/card';
import { expandDeckEntries, isValidLineCount, resolveDeckCardCounts } from './deck-import';
import type { DeckCardCount } from './portable-deck';

/**
 * A share link's lines as the builder holds them (SPEC §4 'Share link'): one id per copy, in
 * listing order, then the ids the catalogue lacks with their copies, which the builder lists as
 * 'no disponible' (issue 14). The browser opening the link and the server drawing its page
 * (issue 19) read it the same way.
 */
export function expandSharedDeckCards(
  cards: readonly DeckCardCount[],
  catalogue: readonly Card[],
  cardsById: ReadonlyMap<number, Card>,
): number[] {
  const { entries } = resolveDeckCardCounts(cards, catalogue);
  const unavailableIds = cards
    .filter(({ id, count }) => id > 0 && !cardsById.has(id) && isValidLineCount(count))
    .flatMap(({ id, count }) => Array.from({ length: count }, () => id));
  return [...expandDeckEntries(entries).map((card) => card.id), ...unavailableIds];
}
