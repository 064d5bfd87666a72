import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { countDeckCards } from './portable-deck';

describe('countDeckCards', () => {
  it('counts copies by id in listing order: allies by name, then talismans, then golds', () => {
    const oro = makeCard({ id: 7, nombre: 'Oro', tipo: 'oro' });
    const zeus = makeCard({ id: 3, nombre: 'Zeus' });
    const ares = makeCard({ id: 9, nombre: 'Ares' });
    const rayos = makeCard({ id: 5, nombre: 'Rayos', tipo: 'talisman' });
    expect(countDeckCards([oro, zeus, rayos, oro, ares, zeus, oro])).toEqual([
      { id: 9, count: 1 },
      { id: 3, count: 2 },
      { id: 5, count: 1 },
      { id: 7, count: 3 },
    ]);
  });

  it('gives an empty list for an empty deck', () => {
    expect(countDeckCards([])).toEqual([]);
  });
});
