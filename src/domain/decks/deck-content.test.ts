import { describe, expect, it } from 'vitest';
import {
  diffDeckContent,
  diffEntries,
  isEmptyChange,
  sameDeckContent,
  toCardIds,
  toDeckEntries,
  type DeckContent,
} from './deck-content';

const deck: DeckContent = {
  name: 'Dragones',
  format: 'racialEdicion',
  cards: [
    { id: 1, count: 3 },
    { id: 2, count: 1 },
  ],
  side: [],
};

describe('deck content', () => {
  it('turns card ids with repeats into entries and back, each card’s copies together', () => {
    expect(toDeckEntries([5, 2, 5, 5, 2, 9])).toEqual([
      { id: 5, count: 3 },
      { id: 2, count: 2 },
      { id: 9, count: 1 },
    ]);
    expect(
      toCardIds([
        { id: 5, count: 2 },
        { id: 9, count: 1 },
      ]),
    ).toEqual([5, 5, 9]);
  });

  it('compares saves whatever the order of their cards', () => {
    const reordered = {
      ...deck,
      cards: [
        { id: 2, count: 1 },
        { id: 1, count: 3 },
      ],
    };
    expect(sameDeckContent(deck, reordered)).toBe(true);
    expect(sameDeckContent(deck, { ...deck, cards: [{ id: 1, count: 3 }] })).toBe(false);
    expect(sameDeckContent(deck, { ...deck, name: 'Otro' })).toBe(false);
    expect(sameDeckContent(deck, { ...deck, side: [{ id: 7, count: 1 }] })).toBe(false);
  });

  it('lists the cards to add and to take out with the difference of copies', () => {
    const change = diffEntries(
      [
        { id: 1, count: 3 },
        { id: 2, count: 1 },
        { id: 3, count: 2 },
      ],
      [
        { id: 1, count: 1 },
        { id: 3, count: 3 },
        { id: 4, count: 2 },
      ],
    );
    expect(change.add).toEqual([
      { id: 3, count: 1 },
      { id: 4, count: 2 },
    ]);
    expect(change.remove).toEqual([
      { id: 1, count: 2 },
      { id: 2, count: 1 },
    ]);
  });

  it('keeps main and side deck apart and names a renamed deck or a new format', () => {
    const next: DeckContent = {
      name: 'Dragones 2',
      format: 'racialLibre',
      cards: deck.cards,
      side: [{ id: 8, count: 2 }],
    };
    const change = diffDeckContent(deck, next);
    expect(change.name).toEqual({ from: 'Dragones', to: 'Dragones 2' });
    expect(change.format).toEqual({ from: 'racialEdicion', to: 'racialLibre' });
    expect(change.cards).toEqual({ add: [], remove: [] });
    expect(change.side).toEqual({ add: [{ id: 8, count: 2 }], remove: [] });
    expect(isEmptyChange(change)).toBe(false);
    expect(isEmptyChange(diffDeckContent(deck, deck))).toBe(true);
  });
});
