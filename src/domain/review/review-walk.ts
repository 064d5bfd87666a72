import type { Card } from '../cards/card';
import { findNextUnreviewed } from './next-unreviewed';

/**
 * The next card of a review session (SPEC §4 'Guardar', 'Siguiente Sin Revisar'): the next
 * unreviewed card after the current one, leaving out the cards already opened in this session.
 * Skipping thus walks the list once and then ends with 'No hay más cartas sin revisar.' instead
 * of going round forever; a card saved as still unreviewed does not come back either.
 */
export function findNextToReview(
  cards: readonly Card[],
  currentId: number,
  openedIds: ReadonlySet<number>,
): Card | null {
  const remaining = cards.filter((card) => card.id === currentId || !openedIds.has(card.id));
  return findNextUnreviewed(remaining, currentId);
}
