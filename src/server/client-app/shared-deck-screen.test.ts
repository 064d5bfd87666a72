import { describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards/card';
import { encodeDeckShare } from '../../domain/decks/share-link';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import { makeCard } from '../testing/card-factory';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { describeSharedDeckScreen, formatReadsReprints } from './shared-deck-screen';

const firstCards = [
  makeCard({ id: 1, nombre: 'Rey Arturo' }),
  makeCard({ id: 2, nombre: 'Excalibur' }),
];
const CARDS: Card[] = [
  ...firstCards,
  makeCard({ id: 10, nombre: 'Escudero' }),
  makeCard({ id: 11, nombre: 'Oro', edicion: 'Espada Sagrada' }),
  makeCard({ id: 12, nombre: 'ORO', edicion: 'Helénica' }),
  makeCard({ id: 13, nombre: 'Rey Arturo (Rework)', edicion: 'Cruzadas' }),
  makeCard({ id: 14, nombre: 'Merlín' }),
];

const snapshot = {
  cardIds: CARDS.map((card) => card.id),
  cardNames: CARDS.map((card) => card.nombre),
  firstScreen: { total: CARDS.length, cards: firstCards },
} as unknown as CatalogueSnapshot;

/** What the database holds (cards.repository's listCardsByIds is tested on both databases). */
async function readCards(ids: readonly number[]): Promise<Card[]> {
  return CARDS.filter((card) => ids.includes(card.id));
}

function shareCode(cards: { id: number; count: number }[], side?: typeof cards): string {
  return encodeDeckShare({ name: 'Prestado', format: 'formatoLibre', cards, side });
}

describe("a shared deck's first screen", () => {
  it("carries the grid's first cards, the deck's and, for a format that reads reprints, every card of their names", async () => {
    const code = shareCode(
      [
        { id: 10, count: 3 },
        { id: 1, count: 1 },
        { id: 404, count: 2 },
      ],
      [{ id: 11, count: 2 }],
    );

    const formatsAsked: string[] = [];
    const shared = await describeSharedDeckScreen(code, snapshot, readCards, (format) => {
      formatsAsked.push(format);
      return true;
    });

    expect(shared?.deck.name).toBe('Prestado');
    const screen = shared?.firstScreen;
    expect(screen?.total).toBe(CARDS.length);
    expect(screen?.cards).toEqual(firstCards);
    // Merlín is in no name of the deck's or the screen's; the unknown 404 is left out, and the
    // first cards are not sent twice.
    expect(screen?.deckCards?.map((card) => card.id)).toEqual([10, 11, 12, 13]);
    expect(formatsAsked).toEqual(['formatoLibre']);
  });

  it("carries only the deck's own cards for a format that never reads reprints", async () => {
    const code = shareCode(
      [
        { id: 10, count: 3 },
        { id: 1, count: 1 },
        { id: 404, count: 2 },
      ],
      [
        { id: 11, count: 2 },
        { id: 10, count: 1 },
      ],
    );

    const shared = await describeSharedDeckScreen(code, snapshot, readCards, () => false);

    // Not ORO (12) nor Rey Arturo (Rework) (13); the first cards are not sent twice.
    expect(shared?.firstScreen.cards).toEqual(firstCards);
    expect(shared?.firstScreen.deckCards?.map((card) => card.id)).toEqual([10, 11]);
  });

  it('gives null for a code that opens no deck, without reading any card', async () => {
    const read = async (): Promise<Card[]> => {
      throw new Error('no card should be read');
    };

    const readsReprints = () => true;
    expect(await describeSharedDeckScreen('1.AAAAAAAA', snapshot, read, readsReprints)).toBeNull();
    expect(await describeSharedDeckScreen('', snapshot, read, readsReprints)).toBeNull();
  });
});

describe("which formats bring a deck's reprints", () => {
  it.each([
    // ADR 0016: in Racial Edición a reprint counts as its original.
    ['racialEdicion', true],
    ['formatoLibre', false],
    // A format only the visitor's browser knows: its rules are unknown here.
    ['miFormato', true],
  ])('%s: %s', (key, expected) => {
    expect(formatReadsReprints(BUILT_IN_BANLISTS, key)).toBe(expected);
  });
});
