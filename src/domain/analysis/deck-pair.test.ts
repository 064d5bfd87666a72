import { describe, expect, it } from 'vitest';
import { chooseDeckInSlot, NO_DECK, resolveDeckPair, type DeckPair } from './deck-pair';

const DECKS = ['a', 'b', 'c'];

describe('resolveDeckPair', () => {
  it.each<{
    name: string;
    ids: string[];
    first: string | null;
    second: string | null;
    pair: DeckPair;
  }>([
    {
      name: 'preselects the first two saved decks when nothing is asked',
      ids: DECKS,
      first: null,
      second: null,
      pair: { first: 'a', second: 'b' },
    },
    {
      name: 'keeps the decks asked for',
      ids: DECKS,
      first: 'c',
      second: 'a',
      pair: { first: 'c', second: 'a' },
    },
    {
      name: 'preselects in place of an unknown deck',
      ids: DECKS,
      first: 'borrado',
      second: 'borrado-tambien',
      pair: { first: 'a', second: 'b' },
    },
    {
      name: 'fills the second slot with the first deck not already shown',
      ids: DECKS,
      first: 'a',
      second: null,
      pair: { first: 'a', second: 'b' },
    },
    {
      name: 'fills the first slot around the deck the second asks for',
      ids: DECKS,
      first: null,
      second: 'a',
      pair: { first: 'b', second: 'a' },
    },
    {
      name: 'never shows the same deck twice',
      ids: DECKS,
      first: 'b',
      second: 'b',
      pair: { first: 'b', second: 'a' },
    },
    {
      name: 'leaves empty a panel emptied on purpose',
      ids: DECKS,
      first: 'b',
      second: NO_DECK,
      pair: { first: 'b', second: null },
    },
    {
      name: 'leaves both panels empty when both were emptied',
      ids: DECKS,
      first: NO_DECK,
      second: NO_DECK,
      pair: { first: null, second: null },
    },
    {
      name: 'preselects the only deck there is and leaves the other slot empty',
      ids: ['a'],
      first: null,
      second: null,
      pair: { first: 'a', second: null },
    },
    {
      name: 'shows nothing without saved decks',
      ids: [],
      first: 'a',
      second: null,
      pair: { first: null, second: null },
    },
  ])('$name', ({ ids, first, second, pair }) => {
    expect(resolveDeckPair(ids, { first, second })).toEqual(pair);
  });
});

describe('chooseDeckInSlot', () => {
  it.each<{
    name: string;
    pair: DeckPair;
    slot: 'first' | 'second';
    deck: string | null;
    result: DeckPair;
  }>([
    {
      name: 'puts a deck not shown yet in the slot',
      pair: { first: 'a', second: 'b' },
      slot: 'first',
      deck: 'c',
      result: { first: 'c', second: 'b' },
    },
    {
      name: 'swaps when the first slot picks the second’s deck',
      pair: { first: 'a', second: 'b' },
      slot: 'first',
      deck: 'b',
      result: { first: 'b', second: 'a' },
    },
    {
      name: 'swaps when the second slot picks the first’s deck',
      pair: { first: 'a', second: 'b' },
      slot: 'second',
      deck: 'a',
      result: { first: 'b', second: 'a' },
    },
    {
      name: 'moves the deck and empties its old slot when the picking slot was empty',
      pair: { first: null, second: 'b' },
      slot: 'first',
      deck: 'b',
      result: { first: 'b', second: null },
    },
    {
      name: 'empties a slot without touching the other',
      pair: { first: 'a', second: 'b' },
      slot: 'second',
      deck: null,
      result: { first: 'a', second: null },
    },
    {
      name: 'changes nothing when the slot picks its own deck again',
      pair: { first: 'a', second: 'b' },
      slot: 'first',
      deck: 'a',
      result: { first: 'a', second: 'b' },
    },
  ])('$name', ({ pair, slot, deck, result }) => {
    expect(chooseDeckInSlot(pair, slot, deck)).toEqual(result);
  });
});
