import type { Card } from '../../src/domain/cards/card';
import { encodeDeckShare } from '../../src/domain/decks/share-link';
import { toDeckSharePath } from '../../src/client/paths';

/** Cards of the deck the builder audit opens: a plausible deck, one copy each (Formato Libre). */
const DECK_SIZE = 40;

/** A page Lighthouse audits, by its row label in the report. */
export interface AuditedPage {
  label: string;
  path: string;
}

/**
 * The pages of issue 19's Lighthouse budget: the catalogue, the builder's format picker, and the
 * builder with a deck open. A fresh Lighthouse run has no saved deck, so the deck arrives as a
 * share link ('/mazos?mazo=…'), which the builder opens as a copy the player can save.
 */
export function listAuditedPages(cards: readonly Card[]): AuditedPage[] {
  const deck = encodeDeckShare({
    name: 'Mazo de prueba',
    format: 'formatoLibre',
    cards: cards.slice(0, DECK_SIZE).map((card) => ({ id: card.id, count: 1 })),
  });
  return [
    { label: '/cartas', path: '/cartas' },
    { label: '/mazos', path: '/mazos' },
    { label: '/mazos con un mazo', path: toDeckSharePath(deck) },
  ];
}
