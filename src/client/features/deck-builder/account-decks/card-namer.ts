import type { Card } from '../../../../domain/cards/card';
import { nameUnavailableCard } from '../../../../domain/decks/unavailable-cards';

/** Names a card of a deck's version: from the catalogue, else as the deck last knew it. */
export type CardNamer = (id: number) => { name: string; isAvailable: boolean };

export function makeCardNamer(
  cardsById: ReadonlyMap<number, Card>,
  knownNames: Readonly<Record<string, string>> = {},
): CardNamer {
  return (id) => {
    const card = cardsById.get(id);
    if (card !== undefined) return { name: card.nombre, isAvailable: true };
    return { name: nameUnavailableCard({ id, name: knownNames[id] ?? null }), isAvailable: false };
  };
}
