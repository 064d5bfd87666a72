import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { makeCard } from '../testing/card-factory';
import { groupDeckCards, sortDeckCards } from './deck-order';

describe('sortDeckCards', () => {
  it('orders by type: aliado, talisman, arma, totem, oro', () => {
    const cards = [
      makeCard({ id: 1, tipo: 'oro' }),
      makeCard({ id: 2, tipo: 'totem' }),
      makeCard({ id: 3, tipo: 'arma' }),
      makeCard({ id: 4, tipo: 'talisman' }),
      makeCard({ id: 5, tipo: 'aliado' }),
    ];
    expect(sortDeckCards(cards).map((card) => card.tipo)).toEqual([
      'aliado',
      'talisman',
      'arma',
      'totem',
      'oro',
    ]);
  });

  it('puts an unknown type last', () => {
    const stray = { ...makeCard({ id: 9, tipo: 'oro' }), tipo: 'hechizo' } as unknown as Card;
    const cards = [stray, makeCard({ id: 1, tipo: 'oro' })];
    expect(sortDeckCards(cards).map((card) => card.id)).toEqual([1, 9]);
  });

  it('sorts allies alphabetically by name, accents in Spanish order', () => {
    const cards = ['Zeus', 'Ares', 'Ábaco', 'Baal'].map((nombre, index) =>
      makeCard({ id: index, nombre }),
    );
    expect(sortDeckCards(cards).map((card) => card.nombre)).toEqual([
      'Ábaco',
      'Ares',
      'Baal',
      'Zeus',
    ]);
  });

  it('keeps the deck order of non-allies of one type', () => {
    const cards = ['Zafiro', 'Amuleto', 'Mapa'].map((nombre, index) =>
      makeCard({ id: index, nombre, tipo: 'talisman' }),
    );
    expect(sortDeckCards(cards).map((card) => card.nombre)).toEqual(['Zafiro', 'Amuleto', 'Mapa']);
  });

  it('does not change the deck it is given', () => {
    const cards = [makeCard({ id: 1, tipo: 'oro' }), makeCard({ id: 2 })];
    sortDeckCards(cards);
    expect(cards.map((card) => card.id)).toEqual([1, 2]);
  });

  const arbitraryDeck = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 8 }),
      nombre: fc.constantFrom('Ares', 'Baal', 'Ceres', 'Ares'),
      tipo: fc.constantFrom('aliado', 'arma', 'talisman', 'totem', 'oro' as const),
    }),
    { maxLength: 60 },
  );

  it('returns a permutation of the deck (property)', () => {
    fc.assert(
      fc.property(arbitraryDeck, (fields) => {
        const deck = fields.map((field) => makeCard(field));
        const sorted = sortDeckCards(deck);
        expect(sorted).toHaveLength(deck.length);
        expect(new Set(sorted)).toEqual(new Set(deck));
        for (const card of deck) {
          expect(sorted.filter((other) => other === card)).toHaveLength(
            deck.filter((other) => other === card).length,
          );
        }
      }),
    );
  });

  it('is stable: cards that compare equal keep their relative order (property)', () => {
    fc.assert(
      fc.property(arbitraryDeck, (fields) => {
        const deck = fields.map((field) => makeCard(field));
        const positions = new Map(deck.map((card, index) => [card, index]));
        const sorted = sortDeckCards(deck);
        for (let index = 1; index < sorted.length; index += 1) {
          const previous = sorted[index - 1]!;
          const current = sorted[index]!;
          const isTie =
            previous.tipo === current.tipo &&
            (previous.tipo !== 'aliado' || previous.nombre === current.nombre);
          if (isTie) expect(positions.get(previous)!).toBeLessThan(positions.get(current)!);
        }
        expect(sortDeckCards(sorted)).toEqual(sorted);
      }),
    );
  });
});

describe('groupDeckCards', () => {
  it('groups copies by card id in listing order, for the "Nx name" list', () => {
    const rayo = makeCard({ id: 3, nombre: 'Rayo', tipo: 'talisman' });
    const ares = makeCard({ id: 1, nombre: 'Ares' });
    const oro = makeCard({ id: 2, nombre: 'Oro', tipo: 'oro' });
    const lines = groupDeckCards([rayo, oro, ares, rayo, oro, oro]);
    expect(lines.map(({ card, count }) => `${count}x ${card.nombre}`)).toEqual([
      '1x Ares',
      '2x Rayo',
      '3x Oro',
    ]);
  });

  it('gives no lines for an empty deck', () => {
    expect(groupDeckCards([])).toEqual([]);
  });
});
