import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/card';
import { makeCard, makeCopies } from '../testing/card-factory';
import {
  drawByTurnOdds,
  openingHandOdds,
  PROBABILITY_MESSAGES,
  type ProbabilityResult,
} from './hypergeometric';

function readValue(result: ProbabilityResult): number {
  if (!result.ok) throw new Error(`expected a probability, got: ${result.reason}`);
  return result.value;
}

function makeDeck(allies: number, golds: number, others: number): Card[] {
  return [
    ...makeCopies(allies, { id: 1 }),
    ...makeCopies(golds, { id: 2, tipo: 'oro' }),
    ...makeCopies(others, { id: 3, tipo: 'talisman' }),
  ];
}

describe('openingHandOdds', () => {
  it('gives the chance of an ally and of two golds in an eight-card hand by default', () => {
    const odds = openingHandOdds(makeDeck(16, 20, 14));
    expect(odds.atLeastOneAlly).toBeCloseTo(7859431 / 8134525, 14);
    expect(odds.atLeastTwoOros).toBeCloseTo(0.9132598679422249, 14);
  });

  it('uses the hand size it is given', () => {
    const odds = openingHandOdds(makeDeck(16, 20, 14), 7);
    expect(odds.atLeastOneAlly).toBeCloseTo(0.946141579666094, 14);
  });

  it.each([
    {
      name: 'an empty deck',
      cards: [],
      handSize: 8,
      odds: { atLeastOneAlly: 0, atLeastTwoOros: 0 },
    },
    {
      name: 'a deck without allies',
      cards: makeDeck(0, 20, 30),
      handSize: 8,
      odds: { atLeastOneAlly: 0 },
    },
    {
      name: 'a deck smaller than the hand',
      cards: makeDeck(1, 2, 0),
      handSize: 8,
      odds: { atLeastOneAlly: 1, atLeastTwoOros: 1 },
    },
    {
      name: 'a hand of no cards',
      cards: makeDeck(16, 20, 14),
      handSize: 0,
      odds: { atLeastOneAlly: 0, atLeastTwoOros: 0 },
    },
    {
      name: 'a hand size that is not a whole number',
      cards: makeDeck(16, 20, 14),
      handSize: 7.5,
      odds: { atLeastOneAlly: 0, atLeastTwoOros: 0 },
    },
  ])('handles $name', ({ cards, handSize, odds }) => {
    expect(openingHandOdds(cards, handSize)).toMatchObject(odds);
  });

  it('counts only allies towards the ally chance', () => {
    const deck = [makeCard({ id: 9, tipo: 'arma' }), ...makeCopies(49, { id: 2, tipo: 'oro' })];
    expect(openingHandOdds(deck).atLeastOneAlly).toBe(0);
  });
});

describe('drawByTurnOdds', () => {
  it.each([
    {
      name: 'the opening hand on turn 1',
      question: { deckSize: 50, copies: 3, handSize: 8, turn: 1 },
      value: 0.4142857142857143,
    },
    {
      name: 'one more card per later turn',
      question: { deckSize: 50, copies: 3, handSize: 8, turn: 5 },
      value: 0.5695918367346938,
    },
    {
      name: 'the whole deck once it has all been drawn',
      question: { deckSize: 50, copies: 1, handSize: 8, turn: 60 },
      value: 1,
    },
    {
      name: 'no chance without copies',
      question: { deckSize: 50, copies: 0, handSize: 8, turn: 10 },
      value: 0,
    },
  ])('gives $name', ({ question, value }) => {
    expect(readValue(drawByTurnOdds(question))).toBeCloseTo(value, 14);
  });

  it.each([
    {
      name: 'turn 0',
      question: { deckSize: 50, copies: 3, handSize: 8, turn: 0 },
      reason: PROBABILITY_MESSAGES.turn,
    },
    {
      name: 'a fractional turn',
      question: { deckSize: 50, copies: 3, handSize: 8, turn: 1.5 },
      reason: PROBABILITY_MESSAGES.turn,
    },
    {
      name: 'a negative hand',
      question: { deckSize: 50, copies: 3, handSize: -1, turn: 1 },
      reason: PROBABILITY_MESSAGES.handSize,
    },
    {
      name: 'more copies than cards',
      question: { deckSize: 5, copies: 6, handSize: 1, turn: 1 },
      reason: PROBABILITY_MESSAGES.successes,
    },
    {
      name: 'a negative deck',
      question: { deckSize: -3, copies: 0, handSize: 1, turn: 1 },
      reason: PROBABILITY_MESSAGES.population,
    },
  ])('refuses $name with a reason', ({ question, reason }) => {
    expect(drawByTurnOdds(question)).toEqual({ ok: false, reason });
  });

  it('never falls from one turn to the next (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }).chain((deckSize) =>
          fc.record({
            deckSize: fc.constant(deckSize),
            copies: fc.integer({ min: 0, max: Math.min(deckSize, 4) }),
            handSize: fc.integer({ min: 0, max: 10 }),
            turn: fc.integer({ min: 1, max: 60 }),
          }),
        ),
        (question) => {
          const now = readValue(drawByTurnOdds(question));
          const later = readValue(drawByTurnOdds({ ...question, turn: question.turn + 1 }));
          expect(later).toBeGreaterThanOrEqual(now);
        },
      ),
    );
  });
});
