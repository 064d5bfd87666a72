import type { Banlist } from '../banlists/banlist';
import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import { checkDeckLegality, type Violation } from '../decks/deck-legality';

const sameViolation = (a: Violation, b: Violation) => a.code === b.code && a.cardId === b.cardId;

/**
 * What a newer list broke in a deck (issue 15, item 5): null when the deck was not legal under
 * the earlier list or is still legal under the newer one; otherwise the newer list's errors the
 * earlier one did not have, each naming its card and the new limit ('Prohibida en este formato',
 * '3 copias; el máximo es 1.'). The deck itself is never changed.
 */
export function findWhatBroke(
  deckCards: readonly Card[],
  earlier: Banlist,
  newer: Banlist,
  editionBlocks: EditionBlocks,
): Violation[] | null {
  const before = checkDeckLegality(deckCards, earlier, editionBlocks).errors;
  if (before.length > 0) return null;
  const after = checkDeckLegality(deckCards, newer, editionBlocks).errors;
  const broken = after.filter((error) => !before.some((old) => sameViolation(old, error)));
  return broken.length > 0 ? broken : null;
}
