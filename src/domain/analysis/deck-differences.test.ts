import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { makeCard } from '../testing/card-factory';
import { compareDecks } from './deck-differences';

const zeus = makeCard({ id: 1, nombre: 'Zeus' });
const ares = makeCard({ id: 2, nombre: 'Ares' });
const baal = makeCard({ id: 3, nombre: 'Baal' });
const rayos = makeCard({ id: 4, nombre: 'Rayos', tipo: 'talisman' });
const oro = makeCard({ id: 5, nombre: 'Oro', tipo: 'oro' });
const lanza = makeCard({ id: 6, nombre: 'Lanza', tipo: 'arma' });

const copies = (card: Card, count: number): Card[] => Array.from({ length: count }, () => card);

describe('compareDecks', () => {
  it('splits the cards into only in the first, only in the second and in both, with counts', () => {
    const first = [...copies(oro, 20), ...copies(zeus, 3), rayos, ...copies(ares, 2)];
    const second = [...copies(oro, 18), lanza, ...copies(zeus, 1), ...copies(baal, 3)];
    expect(compareDecks(first, second)).toEqual({
      onlyInFirst: [
        { card: ares, count: 2 },
        { card: rayos, count: 1 },
      ],
      onlyInSecond: [
        { card: baal, count: 3 },
        { card: lanza, count: 1 },
      ],
      inBoth: [
        { card: zeus, countFirst: 3, countSecond: 1 },
        { card: oro, countFirst: 20, countSecond: 18 },
      ],
    });
  });

  it.each([
    { name: 'two empty decks', first: [], second: [] },
    { name: 'an empty first deck', first: [], second: [zeus] },
    { name: 'an empty second deck', first: [zeus, oro], second: [] },
  ])('handles $name', ({ first, second }) => {
    const differences = compareDecks(first, second);
    expect(differences.inBoth).toEqual([]);
    expect(differences.onlyInFirst.map((line) => line.card)).toEqual([...new Set(first)]);
    expect(differences.onlyInSecond.map((line) => line.card)).toEqual([...new Set(second)]);
  });

  it('finds nothing to tell apart in a deck and itself', () => {
    const deck = [zeus, zeus, oro];
    expect(compareDecks(deck, [...deck].reverse())).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
      inBoth: [
        { card: zeus, countFirst: 2, countSecond: 2 },
        { card: oro, countFirst: 1, countSecond: 1 },
      ],
    });
  });

  const arbitraryDeck = fc.array(fc.constantFrom(zeus, ares, baal, rayos, oro, lanza), {
    maxLength: 30,
  });

  it('accounts for every copy of both decks, and mirrors when swapped (property)', () => {
    fc.assert(
      fc.property(arbitraryDeck, arbitraryDeck, (first, second) => {
        const differences = compareDecks(first, second);
        const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
        expect(
          sum(differences.onlyInFirst.map((line) => line.count)) +
            sum(differences.inBoth.map((line) => line.countFirst)),
        ).toBe(first.length);
        expect(
          sum(differences.onlyInSecond.map((line) => line.count)) +
            sum(differences.inBoth.map((line) => line.countSecond)),
        ).toBe(second.length);
        const swapped = compareDecks(second, first);
        expect(swapped.onlyInFirst).toEqual(differences.onlyInSecond);
        expect(swapped.onlyInSecond).toEqual(differences.onlyInFirst);
        expect(new Set(swapped.inBoth.map((line) => line.card))).toEqual(
          new Set(differences.inBoth.map((line) => line.card)),
        );
      }),
    );
  });
});
