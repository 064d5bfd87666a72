import { describe, expect, it } from 'vitest';
import { formatCardCount } from './count-labels';

describe('formatCardCount', () => {
  it('says one card in the singular and any other count in the plural', () => {
    expect(formatCardCount(1)).toBe('1 carta');
    expect(formatCardCount(0)).toBe('0 cartas');
    expect(formatCardCount(2)).toBe('2 cartas');
    expect(formatCardCount(50)).toBe('50 cartas');
  });
});
