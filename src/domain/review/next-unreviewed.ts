import type { Card } from '../cards/card';

/** Alert when no unreviewed card is left (SPEC §4, §8). */
export const NO_UNREVIEWED_MESSAGE = 'No hay más cartas sin revisar.';

/**
 * Next card to review (SPEC §4 'Guardar', 'Siguiente Sin Revisar'): a card not reviewed whose id
 * differs from the current one, or null. The search starts after the current card and wraps
 * around, so skipping moves forward through the list instead of bouncing between two cards.
 */
export function findNextUnreviewed(cards: readonly Card[], currentId: number | null): Card | null {
  const start = cards.findIndex((card) => card.id === currentId) + 1;
  for (let offset = 0; offset < cards.length; offset += 1) {
    const card = cards[(start + offset) % cards.length];
    if (card && !card.revisada && card.id !== currentId) return card;
  }
  return null;
}
