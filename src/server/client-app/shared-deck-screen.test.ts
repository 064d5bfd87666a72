import { describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards/card';
import { encodeDeckShare } from '../../domain/decks/share-link';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import { makeCard } from '../testing/card-factory';
import { describeSharedDeckScreen } from './shared-deck-screen';

const onScreen = makeCard({ id: 1, nombre: 'Rey Arturo' });
const firstCards = [onScreen, makeCard({ id: 2, nombre: 'Excalibur' })];
const escudero = makeCard({ id: 10, nombre: 'Escudero' });
const gold = makeCard({ id: 11, nombre: 'Oro', edicion: 'Espada Sagrada' });
const reprintedGold = makeCard({ id: 12, nombre: 'ORO', edicion: 'Helénica' });
const reprintedArturo = makeCard({ id: 13, nombre: 'Rey Arturo (Rework)', edicion: 'Cruzadas' });
const unrelated = makeCard({ id: 14, nombre: 'Merlín' });
const CARDS: Card[] = [...firstCards, escudero, gold, reprintedGold, reprintedArturo, unrelated];

const snapshot = {
  cards: CARDS,
  firstScreen: { total: CARDS.length, cards: firstCards },
} as unknown as CatalogueSnapshot;

function shareCode(cards: { id: number; count: number }[], side?: typeof cards): string {
  return encodeDeckShare({ name: 'Prestado', format: 'formatoLibre', cards, side });
}

describe("a shared deck's first screen", () => {
  it("carries the grid's first cards, the deck's and every card of their names", () => {
    const code = shareCode(
      [
        { id: 10, count: 3 },
        { id: 1, count: 1 },
        { id: 404, count: 2 },
      ],
      [{ id: 11, count: 2 }],
    );

    const screen = describeSharedDeckScreen(code, snapshot);

    expect(screen?.total).toBe(CARDS.length);
    expect(screen?.cards).toEqual(firstCards);
    // Merlín is in no name of the deck's or the screen's; the unknown 404 is left out.
    expect(screen?.deckCards?.map((card) => card.id).sort((a, b) => a - b)).toEqual([
      10, 11, 12, 13,
    ]);
  });

  it('gives null for a code that opens no deck', () => {
    expect(describeSharedDeckScreen('1.AAAAAAAA', snapshot)).toBeNull();
    expect(describeSharedDeckScreen('', snapshot)).toBeNull();
  });
});
