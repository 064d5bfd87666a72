import { describe, expect, it } from 'vitest';
import { listActionCapabilities } from './action-capabilities';

const count = (total: number, own = 0, opponent = 0) => ({
  total,
  own,
  opponent,
  other: total - own - opponent,
});

describe('listActionCapabilities', () => {
  it('gives each action its Spanish label and its counts', () => {
    expect(listActionCapabilities({ destroy: count(3, 0, 2) })).toEqual([
      { action: 'destroy', label: 'Destruir', total: 3, own: 0, opponent: 2, other: 1 },
    ]);
  });

  it.each([
    { name: 'a deck without actions has no capabilities', actions: {}, listed: [] },
    {
      name: 'actions follow the vocabulary order, not the order they were found',
      actions: { search: count(1), draw: count(2, 2), destroy: count(1) },
      listed: ['destroy', 'draw', 'search'],
    },
    {
      name: 'an action counted 0 times is left out',
      actions: { draw: count(0), banish: count(1) },
      listed: ['banish'],
    },
  ])('$name', ({ actions, listed }) => {
    expect(listActionCapabilities(actions).map((capability) => capability.action)).toEqual(listed);
  });
});
