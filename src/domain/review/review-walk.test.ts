import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { findNextToReview } from './review-walk';

const unreviewed = (id: number) => makeCard({ id, revisada: false });
const reviewed = (id: number) => makeCard({ id, revisada: true });
const cards = [unreviewed(1), reviewed(2), unreviewed(3), unreviewed(4)];

describe('findNextToReview', () => {
  it.each([
    { name: 'the next unreviewed card after the current one', current: 1, opened: [1], next: 3 },
    { name: 'past the cards already opened', current: 3, opened: [1, 3, 4], next: null },
    { name: 'round to the start for a card not opened yet', current: 4, opened: [3, 4], next: 1 },
    {
      name: 'none once every unreviewed card was opened',
      current: 4,
      opened: [1, 3, 4],
      next: null,
    },
    { name: 'the next one when nothing was opened before', current: 3, opened: [], next: 4 },
  ])('finds $name', ({ current, opened, next }) => {
    expect(findNextToReview(cards, current, new Set(opened))?.id ?? null).toBe(next);
  });
});
