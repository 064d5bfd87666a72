import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { expandSharedDeckCards } from './shared-deck-cards';

describe('expandSharedDeckCards', () => {
  const catalogue = [
    makeCard({ id: 1, nombre: 'Escudero' }),
    makeCard({ id: 2, nombre: 'Arquero', tipo: 'aliado' }),
    makeCard({ id: 3, nombre: 'Oro', tipo: 'oro' }),
  ];
  const byId = new Map(catalogue.map((card) => [card.id, card]));

  it("gives one id per copy in the deck's listing order, then the unknown ids with their copies", () => {
    const ids = expandSharedDeckCards(
      [
        { id: 3, count: 2 },
        { id: 404, count: 2 },
        { id: 1, count: 1 },
        { id: 2, count: 3 },
      ],
      catalogue,
      byId,
    );

    expect(ids.slice(-2)).toEqual([404, 404]);
    expect([...ids.slice(0, -2)].sort()).toEqual([1, 2, 2, 2, 3, 3]);
  });

  it('leaves out lines that cannot be a deck line: no id, or an impossible count', () => {
    expect(
      expandSharedDeckCards(
        [
          { id: 0, count: 1 },
          { id: 405, count: 0 },
          { id: 406, count: 1.5 },
        ],
        catalogue,
        byId,
      ),
    ).toEqual([]);
  });
});
