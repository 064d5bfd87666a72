import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_POPULATION,
  probabilityAtLeast,
  PROBABILITY_MESSAGES,
  type ProbabilityResult,
} from './hypergeometric';

function readValue(result: ProbabilityResult): number {
  if (!result.ok) throw new Error(`expected a probability, got: ${result.reason}`);
  return result.value;
}

/** Independent oracle: the same tail in plain floating point, for small decks. */
function computeTailByProducts(
  population: number,
  successes: number,
  draws: number,
  atLeast: number,
): number {
  const choose = (n: number, k: number): number => {
    if (k < 0 || k > n) return 0;
    let result = 1;
    for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
    return result;
  };
  let total = 0;
  for (let hits = atLeast; hits <= Math.min(successes, draws); hits += 1) {
    total += choose(successes, hits) * choose(population - successes, draws - hits);
  }
  return total / choose(population, draws);
}

describe('probabilityAtLeast', () => {
  it.each([
    {
      name: 'one of 4 copies in 7 cards from 60',
      question: { population: 60, successes: 4, draws: 7, atLeast: 1 },
      value: 0.3994996257446656,
    },
    {
      name: 'one of 16 allies in 8 cards from 50',
      question: { population: 50, successes: 16, draws: 8, atLeast: 1 },
      value: 7859431 / 8134525,
    },
    {
      name: 'two of 20 golds in 8 cards from 50',
      question: { population: 50, successes: 20, draws: 8, atLeast: 2 },
      value: 0.9132598679422249,
    },
    {
      name: 'two of 3 copies in 10 cards from 40',
      question: { population: 40, successes: 3, draws: 10, atLeast: 2 },
      value: 0.14878542510121456,
    },
    {
      name: 'every one of 500 in 500 from 1000, a tiny number',
      question: { population: 1000, successes: 500, draws: 500, atLeast: 500 },
      value: 3.699753997814027e-300,
    },
  ])('gives the exact chance of $name', ({ question, value }) => {
    expect(readValue(probabilityAtLeast(question))).toBeCloseTo(value, 14);
    expect(readValue(probabilityAtLeast(question)) / value).toBeCloseTo(1, 12);
  });

  it.each([
    {
      name: '0 with no counting cards',
      question: { population: 50, successes: 0, draws: 8, atLeast: 1 },
      value: 0,
    },
    {
      name: '1 when asking for at least none',
      question: { population: 50, successes: 0, draws: 8, atLeast: 0 },
      value: 1,
    },
    {
      name: '1 when the draws must include one (draws = population − successes + 1)',
      question: { population: 50, successes: 3, draws: 48, atLeast: 1 },
      value: 1,
    },
    {
      name: '0 when asking for more than the draws',
      question: { population: 50, successes: 10, draws: 3, atLeast: 4 },
      value: 0,
    },
    {
      name: '0 when asking for more than the counting cards',
      question: { population: 50, successes: 2, draws: 10, atLeast: 3 },
      value: 0,
    },
    {
      name: '0 when nothing is drawn',
      question: { population: 50, successes: 10, draws: 0, atLeast: 1 },
      value: 0,
    },
    {
      name: '1 when the whole deck is drawn',
      question: { population: 50, successes: 10, draws: 50, atLeast: 10 },
      value: 1,
    },
    {
      name: '1 for an empty deck and nothing wanted',
      question: { population: 0, successes: 0, draws: 0, atLeast: 0 },
      value: 1,
    },
  ])('gives $name', ({ question, value }) => {
    expect(probabilityAtLeast(question)).toEqual({ ok: true, value });
  });

  it.each([
    {
      name: 'a negative deck',
      question: { population: -1, successes: 0, draws: 0, atLeast: 0 },
      reason: PROBABILITY_MESSAGES.population,
    },
    {
      name: 'a deck above the limit',
      question: { population: MAX_POPULATION + 1, successes: 0, draws: 0, atLeast: 0 },
      reason: PROBABILITY_MESSAGES.population,
    },
    {
      name: 'a fractional deck',
      question: { population: 49.5, successes: 0, draws: 0, atLeast: 0 },
      reason: PROBABILITY_MESSAGES.population,
    },
    {
      name: 'more copies than cards',
      question: { population: 50, successes: 51, draws: 8, atLeast: 1 },
      reason: PROBABILITY_MESSAGES.successes,
    },
    {
      name: 'negative copies',
      question: { population: 50, successes: -1, draws: 8, atLeast: 1 },
      reason: PROBABILITY_MESSAGES.successes,
    },
    {
      name: 'more draws than cards',
      question: { population: 50, successes: 4, draws: 51, atLeast: 1 },
      reason: PROBABILITY_MESSAGES.draws,
    },
    {
      name: 'draws that are not a number',
      question: { population: 50, successes: 4, draws: Number.NaN, atLeast: 1 },
      reason: PROBABILITY_MESSAGES.draws,
    },
    {
      name: 'a negative minimum',
      question: { population: 50, successes: 4, draws: 8, atLeast: -1 },
      reason: PROBABILITY_MESSAGES.atLeast,
    },
    {
      name: 'a fractional minimum',
      question: { population: 50, successes: 4, draws: 8, atLeast: 1.5 },
      reason: PROBABILITY_MESSAGES.atLeast,
    },
  ])('refuses $name with a reason', ({ question, reason }) => {
    expect(probabilityAtLeast(question)).toEqual({ ok: false, reason });
  });

  const arbitraryQuestion = fc.integer({ min: 0, max: 60 }).chain((population) =>
    fc.record({
      population: fc.constant(population),
      successes: fc.integer({ min: 0, max: population }),
      draws: fc.integer({ min: 0, max: population }),
      atLeast: fc.integer({ min: 0, max: 12 }),
    }),
  );

  it('lies in [0, 1], agrees with a floating-point oracle and falls as the minimum rises (property)', () => {
    fc.assert(
      fc.property(arbitraryQuestion, ({ population, successes, draws, atLeast }) => {
        const value = readValue(probabilityAtLeast({ population, successes, draws, atLeast }));
        const next = readValue(
          probabilityAtLeast({ population, successes, draws, atLeast: atLeast + 1 }),
        );
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        expect(next).toBeLessThanOrEqual(value);
        expect(value).toBeCloseTo(computeTailByProducts(population, successes, draws, atLeast), 9);
      }),
    );
  });

  it('is the same whether counting cards or draws are swapped (symmetry property)', () => {
    fc.assert(
      fc.property(arbitraryQuestion, ({ population, successes, draws, atLeast }) => {
        const value = readValue(probabilityAtLeast({ population, successes, draws, atLeast }));
        const swapped = readValue(
          probabilityAtLeast({ population, successes: draws, draws: successes, atLeast }),
        );
        expect(value).toBeCloseTo(swapped, 12);
      }),
    );
  });
});
