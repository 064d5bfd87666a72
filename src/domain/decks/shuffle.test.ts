import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSeededUint32Source,
  drawIndexBelow,
  shuffleItems,
  type Uint32Source,
} from './shuffle';

/**
 * Chi-square critical values at significance level α = 0.001 (the upper 0.1 % quantile), worked
 * out from the regularised incomplete gamma function: a uniform shuffle exceeds them once in a
 * thousand seeds, and the seed below is fixed, so the test is deterministic.
 */
const CHI_SQUARE_CRITICAL_0_001 = { positionTable: 39.252, permutations: 172.418 } as const;
const ITEMS = ['a', 'b', 'c', 'd', 'e'] as const;
const SHUFFLES = 50_000;
const SEED = 20_260_417;

function listPermutations(items: readonly string[]): string[] {
  if (items.length <= 1) return [items.join('')];
  return items.flatMap((item, index) =>
    listPermutations(items.filter((_, other) => other !== index)).map((rest) => item + rest),
  );
}

/** Pearson's statistic of the observed counts against equal expected counts. */
function computeChiSquare(counts: readonly number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * The statistics over SHUFFLES shuffles of five items: the 5 × 5 table of which item lands where
 * (16 degrees of freedom: its rows and columns each sum to SHUFFLES), and the counts of the 120
 * orders (119 degrees of freedom).
 */
function measureShuffle(shuffle: (items: readonly string[], random: Uint32Source) => string[]) {
  const random = createSeededUint32Source(SEED);
  const positions = ITEMS.map(() => ITEMS.map(() => 0));
  const orders = new Map(listPermutations(ITEMS).map((order) => [order, 0]));
  for (let round = 0; round < SHUFFLES; round += 1) {
    const shuffled = shuffle(ITEMS, random);
    shuffled.forEach((item, position) => {
      const row = positions[ITEMS.indexOf(item as (typeof ITEMS)[number])];
      if (row !== undefined) row[position] = (row[position] ?? 0) + 1;
    });
    const key = shuffled.join('');
    orders.set(key, (orders.get(key) ?? 0) + 1);
  }
  const expectedCell = SHUFFLES / ITEMS.length;
  const positionTable = positions
    .flat()
    .reduce((sum, count) => sum + (count - expectedCell) ** 2 / expectedCell, 0);
  return { positionTable, permutations: computeChiSquare([...orders.values()], SHUFFLES) };
}

/** The classic mistake: swapping each place with any place, which favours some orders. */
function shuffleWithBias<T>(items: readonly T[], random: Uint32Source): T[] {
  const shuffled = [...items];
  for (let index = 0; index < shuffled.length; index += 1) {
    const chosen = drawIndexBelow(shuffled.length, random);
    const item = shuffled[index] as T;
    shuffled[index] = shuffled[chosen] as T;
    shuffled[chosen] = item;
  }
  return shuffled;
}

describe('shuffleItems', () => {
  it('puts each of 5 items in each position equally often (chi-square, α = 0.001)', () => {
    const { positionTable, permutations } = measureShuffle(shuffleItems);
    expect(positionTable).toBeLessThan(CHI_SQUARE_CRITICAL_0_001.positionTable);
    expect(permutations).toBeLessThan(CHI_SQUARE_CRITICAL_0_001.permutations);
  });

  it('gives a biased shuffle away with the same test, so the test can fail', () => {
    const { permutations } = measureShuffle(shuffleWithBias);
    expect(permutations).toBeGreaterThan(CHI_SQUARE_CRITICAL_0_001.permutations);
  });

  it('gives the same order for the same seed and another for another seed', () => {
    const deck = Array.from({ length: 50 }, (_, index) => index);
    const first = shuffleItems(deck, createSeededUint32Source(7));
    expect(shuffleItems(deck, createSeededUint32Source(7))).toEqual(first);
    expect(shuffleItems(deck, createSeededUint32Source(8))).not.toEqual(first);
  });

  it('keeps every item exactly once and leaves the input untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const before = [...items];
        const shuffled = shuffleItems(items, createSeededUint32Source(seed));
        expect(items).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

describe('drawIndexBelow', () => {
  it('draws again a value past the last whole multiple of the bound (no modulo bias)', () => {
    const values = [2 ** 32 - 1, 5];
    const random = () => values.shift() ?? 0;
    // 2^32 - 1 is a multiple of 3, so the values 0 … 2^32 - 2 are kept and 2^32 - 1 is not.
    expect(drawIndexBelow(3, random)).toBe(2);
    expect(values).toEqual([]);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1])('refuses the bound %d', (bound) => {
    expect(() => drawIndexBelow(bound, () => 0)).toThrow(RangeError);
  });
});

describe('createSeededUint32Source', () => {
  it('yields whole numbers in [0, 2^32)', () => {
    const random = createSeededUint32Source(1);
    for (let index = 0; index < 1000; index += 1) {
      const value = random();
      expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
    }
  });
});
