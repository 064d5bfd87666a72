import { describe, expect, it } from 'vitest';
import { makeCard, makeCopies } from '../testing/card-factory';
import { canSaveDeck, countAllies, countCopies, countGold, formatDeckTag } from './deck';

describe('formatDeckTag', () => {
  it.each([
    ['racialEdicion', '[RE]'],
    ['racialLibre', '[RL]'],
    ['formatoLibre', '[RL]'],
    ['torneo', '[RL]'],
  ])('tags a %s deck as %s', (format, tag) => {
    expect(formatDeckTag({ format })).toBe(tag);
  });
});

describe('deck counts', () => {
  const deck = [
    ...makeCopies(2, { id: 1 }),
    makeCard({ id: 2, tipo: 'oro' }),
    makeCard({ id: 3, tipo: 'talisman' }),
    makeCard({ id: 1 }),
  ];

  it('counts copies by card id', () => {
    expect(countCopies(deck, 1)).toBe(3);
    expect(countCopies(deck, 4)).toBe(0);
  });

  it('counts allies and gold', () => {
    expect(countAllies(deck)).toBe(3);
    expect(countGold(deck)).toBe(1);
  });
});

describe('canSaveDeck', () => {
  it.each([
    { name: 'cards and a name', cards: [makeCard()], deckName: 'Mi mazo', expected: true },
    { name: 'an empty deck', cards: [], deckName: 'Mi mazo', expected: false },
    { name: 'an empty name', cards: [makeCard()], deckName: '', expected: false },
    { name: 'a blank name', cards: [makeCard()], deckName: '   ', expected: false },
    { name: 'no name', cards: [makeCard()], deckName: null, expected: false },
  ])('with $name: $expected', ({ cards, deckName, expected }) => {
    expect(canSaveDeck(cards, deckName)).toBe(expected);
  });
});
