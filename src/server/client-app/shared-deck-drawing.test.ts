import { describe, expect, it } from 'vitest';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import type { PortableDeck } from '../../domain/decks/portable-deck';
import { makeCard } from '../testing/card-factory';
import { describeSharedDeckDrawing } from './shared-deck-drawing';

const squire = makeCard({ id: 1, nombre: 'Escudero' });
const healer = makeCard({ id: 2, nombre: 'Curandera' });
const bennu = makeCard({ id: 3, nombre: 'Bennu', tipo: 'totem' });
const gold = makeCard({ id: 4, nombre: 'Oro', tipo: 'oro' });
const sideOnly = makeCard({ id: 5, nombre: 'Merlín' });
const firstScreen = { total: 190, cards: [squire, healer, bennu], deckCards: [gold, sideOnly] };
const EDITION_BLOCKS = { 'Espada Sagrada': 'Primer Bloque' };

function draw(deck: Partial<PortableDeck>, tileCount = 12) {
  return describeSharedDeckDrawing(
    { name: 'De la tienda', format: 'formatoLibre', cards: [], ...deck },
    firstScreen,
    BUILT_IN_BANLISTS,
    EDITION_BLOCKS,
    tileCount,
  );
}

describe("a shared deck's drawn first screen", () => {
  it('counts the deck in its format and gives each first card its copies and the copies still allowed', () => {
    const drawing = draw({
      cards: [
        { id: 1, count: 3 },
        { id: 3, count: 1 },
        { id: 4, count: 2 },
        // Unknown to the catalogue: kept by the app as 'no disponible', counted nowhere.
        { id: 404, count: 2 },
      ],
      side: [{ id: 5, count: 1 }],
    });

    expect(drawing).toMatchObject({
      deckName: 'De la tienda',
      formatName: 'Formato Libre - Primer Bloque',
      count: 6,
      maxCards: 50,
      allies: 3,
      minAllies: 0,
      gold: 2,
      total: 190,
    });
    expect(drawing?.tiles).toEqual([
      { card: squire, copies: 3, remaining: 0, unavailableMessage: 'Máximo de copias en el mazo' },
      { card: healer, copies: 0, remaining: 0, unavailableMessage: 'Prohibida en este formato' },
      { card: bennu, copies: 1, remaining: 0, unavailableMessage: 'Máximo de copias en el mazo' },
    ]);
  });

  it('draws only as many tiles as asked for', () => {
    expect(draw({ cards: [{ id: 1, count: 1 }] }, 2)?.tiles.map((tile) => tile.card.id)).toEqual([
      1, 2,
    ]);
    expect(draw({ cards: [{ id: 1, count: 1 }] })?.tiles[0]).toMatchObject({
      copies: 1,
      remaining: 2,
      unavailableMessage: null,
    });
  });

  it('gives null for a format the server does not have', () => {
    expect(draw({ format: 'miFormato', cards: [{ id: 1, count: 1 }] })).toBeNull();
  });
});
