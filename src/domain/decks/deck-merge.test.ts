import { describe, expect, it } from 'vitest';
import { diffEntries, type DeckContent, type DeckEntry } from './deck-content';
import { mergeDeckContent } from './deck-merge';

function makeDeck(cards: DeckEntry[], overrides: Partial<DeckContent> = {}): DeckContent {
  return { name: 'Dragones', format: 'racialEdicion', cards, side: [], ...overrides };
}

describe('merging two saves of a deck', () => {
  const base = makeDeck([
    { id: 1, count: 3 },
    { id: 2, count: 2 },
    { id: 3, count: 1 },
  ]);

  it('applies each side’s changes to the common version', () => {
    // This device added card 4 and took a copy of 1; the account took card 3 out and added 5.
    const mine = makeDeck([
      { id: 1, count: 2 },
      { id: 2, count: 2 },
      { id: 3, count: 1 },
      { id: 4, count: 1 },
    ]);
    const theirs = makeDeck([
      { id: 1, count: 3 },
      { id: 2, count: 2 },
      { id: 5, count: 2 },
    ]);
    const merged = mergeDeckContent(base, mine, theirs);
    expect(diffEntries(base.cards, merged.cards)).toEqual({
      add: [
        { id: 4, count: 1 },
        { id: 5, count: 2 },
      ],
      remove: [
        { id: 1, count: 1 },
        { id: 3, count: 1 },
      ],
    });
  });

  it('adds up copies both sides changed and never goes below zero', () => {
    const mine = makeDeck([{ id: 2, count: 3 }]);
    const theirs = makeDeck([{ id: 2, count: 1 }]);
    expect(mergeDeckContent(base, mine, theirs).cards).toEqual([{ id: 2, count: 2 }]);
    const bothRemoved = mergeDeckContent(base, makeDeck([]), makeDeck([]));
    expect(bothRemoved.cards).toEqual([]);
  });

  it('without the common version keeps every card either holds, with the larger count', () => {
    const merged = mergeDeckContent(
      null,
      makeDeck([
        { id: 1, count: 1 },
        { id: 2, count: 3 },
      ]),
      makeDeck([
        { id: 2, count: 1 },
        { id: 7, count: 2 },
      ]),
    );
    expect(merged.cards).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 3 },
      { id: 7, count: 2 },
    ]);
  });

  it('takes a rename or a new format from the side that made it, this device’s when both did', () => {
    const renamedThere = makeDeck(base.cards, { name: 'Dragones del Sur' });
    expect(mergeDeckContent(base, base, renamedThere).name).toBe('Dragones del Sur');
    const renamedHere = makeDeck(base.cards, { name: 'Dragones del Norte', format: 'libre' });
    const merged = mergeDeckContent(base, renamedHere, renamedThere);
    expect(merged.name).toBe('Dragones del Norte');
    expect(merged.format).toBe('libre');
  });

  it('merges the side deck on its own', () => {
    const mine = makeDeck(base.cards, { side: [{ id: 9, count: 2 }] });
    const theirs = makeDeck(base.cards, { side: [{ id: 8, count: 1 }] });
    expect(mergeDeckContent(base, mine, theirs).side).toEqual([
      { id: 9, count: 2 },
      { id: 8, count: 1 },
    ]);
  });
});
