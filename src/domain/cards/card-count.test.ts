import { describe, expect, it } from 'vitest';
import { formatCardCount } from './card-count';

describe('formatCardCount', () => {
  it('counts the whole list, in the singular for one card', () => {
    expect(formatCardCount(133, 133)).toBe('133 cartas');
    expect(formatCardCount(1, 1)).toBe('1 carta');
    expect(formatCardCount(0, 0)).toBe('0 cartas');
  });

  it('shows how many of the whole list a filter leaves', () => {
    expect(formatCardCount(12, 133)).toBe('12 de 133 cartas');
    expect(formatCardCount(0, 133)).toBe('0 de 133 cartas');
  });
});
