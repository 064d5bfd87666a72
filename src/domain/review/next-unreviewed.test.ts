import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { findNextUnreviewed, NO_UNREVIEWED_MESSAGE } from './next-unreviewed';

const reviewed = (id: number) => makeCard({ id, revisada: true });
const unreviewed = (id: number) => makeCard({ id, revisada: false });

describe('findNextUnreviewed', () => {
  it.each([
    {
      name: 'the next unreviewed card after the current one',
      cards: [unreviewed(1), reviewed(2), unreviewed(3)],
      current: 1,
      next: 3,
    },
    {
      name: 'wraps around to the start of the list',
      cards: [unreviewed(1), reviewed(2), unreviewed(3)],
      current: 3,
      next: 1,
    },
    {
      name: 'skips the current card even when it is unreviewed',
      cards: [unreviewed(1), unreviewed(2)],
      current: 1,
      next: 2,
    },
    {
      name: 'starts at the top when there is no current card',
      cards: [reviewed(1), unreviewed(2)],
      current: null,
      next: 2,
    },
    {
      name: 'starts at the top when the current card is not listed',
      cards: [unreviewed(1), unreviewed(2)],
      current: 9,
      next: 1,
    },
  ])('finds $name', ({ cards, current, next }) => {
    expect(findNextUnreviewed(cards, current)?.id).toBe(next);
  });

  it.each([
    { name: 'every card is reviewed', cards: [reviewed(1), reviewed(2)], current: 1 },
    {
      name: 'the only unreviewed card is the current one',
      cards: [reviewed(1), unreviewed(2)],
      current: 2,
    },
    { name: 'there are no cards', cards: [], current: null },
  ])('finds none when $name', ({ cards, current }) => {
    expect(findNextUnreviewed(cards, current)).toBeNull();
  });

  it('has the alert text for when none is left', () => {
    expect(NO_UNREVIEWED_MESSAGE).toBe('No hay más cartas sin revisar.');
  });
});
