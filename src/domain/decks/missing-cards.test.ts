import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMissingCards, ownsCard } from './missing-cards';

describe('cards missing to build a deck', () => {
  it('counts the copies beyond those owned, main and side deck together', () => {
    const collection = new Map([
      [1, 2],
      [2, 5],
      [3, 0],
    ]);
    const missing = findMissingCards(
      [
        { id: 1, count: 3 },
        { id: 2, count: 2 },
        { id: 3, count: 1 },
      ],
      [
        { id: 2, count: 1 },
        { id: 4, count: 2 },
      ],
      collection,
    );
    expect(missing.entries).toEqual([
      { id: 1, count: 1 },
      { id: 3, count: 1 },
      { id: 4, count: 2 },
    ]);
    expect(missing.total).toBe(4);
  });

  it('misses nothing when the collection holds every copy', () => {
    const missing = findMissingCards([{ id: 1, count: 3 }], [], new Map([[1, 3]]));
    expect(missing).toEqual({ entries: [], total: 0 });
  });

  it('never misses more than the deck needs nor less than zero (property)', () => {
    const entries = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 30 }), count: fc.integer({ min: 1, max: 4 }) }),
      { selector: (entry) => entry.id, maxLength: 20 },
    );
    const owned = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 5 })),
    );
    fc.assert(
      fc.property(entries, owned, (cards, pairs) => {
        const collection = new Map(pairs);
        const missing = findMissingCards(cards, [], collection);
        const needed = cards.reduce((total, entry) => total + entry.count, 0);
        expect(missing.total).toBeGreaterThanOrEqual(0);
        expect(missing.total).toBeLessThanOrEqual(needed);
        for (const entry of missing.entries) {
          const deck = cards.find((card) => card.id === entry.id);
          expect(entry.count).toBe((deck?.count ?? 0) - (collection.get(entry.id) ?? 0));
        }
      }),
    );
  });

  it('tells whether a card is owned', () => {
    expect(ownsCard(new Map([[1, 1]]), 1)).toBe(true);
    expect(ownsCard(new Map([[1, 0]]), 1)).toBe(false);
    expect(ownsCard(new Map(), 2)).toBe(false);
  });
});
