import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { pickMainArchetype, scoreArchetypes, type ArchetypeScores } from './archetypes';
import type { DeckStats } from './deck-stats';

function makeStats(overrides: Partial<DeckStats> = {}): DeckStats {
  return {
    totalCards: 50,
    typeCounts: { aliado: 0, arma: 0, talisman: 0, totem: 0, oro: 50, unknown: 0 },
    averageCost: 0,
    totalCost: 0,
    totalStrength: 0,
    costCurve: {},
    detailedActions: {},
    strengthAbilities: 0,
    ...overrides,
  };
}

const counts = (overrides: Partial<DeckStats['typeCounts']>): DeckStats['typeCounts'] => ({
  aliado: 0,
  arma: 0,
  talisman: 0,
  totem: 0,
  oro: 0,
  unknown: 0,
  ...overrides,
});

const times = (total: number) => ({ total, own: 0, opponent: 0, other: total });

// A neutral average cost (above 3.5) so that only the rule under test scores.
const NEUTRAL_COST = 4;

describe('scoreArchetypes: Agro', () => {
  it.each([
    { name: '40 for an average cost under 2.5', stats: { averageCost: 2.49 }, agro: 40 },
    { name: 'nothing for an average cost of exactly 2.5', stats: { averageCost: 2.5 }, agro: 0 },
    {
      name: '30 when allies exceed half of the cards',
      stats: { averageCost: NEUTRAL_COST, typeCounts: counts({ aliado: 26, oro: 24 }) },
      agro: 30,
    },
    {
      name: 'nothing when allies are exactly half',
      stats: { averageCost: NEUTRAL_COST, typeCounts: counts({ aliado: 25, oro: 25 }) },
      agro: 0,
    },
    {
      name: '5 per strength ability',
      stats: { averageCost: NEUTRAL_COST, strengthAbilities: 3 },
      agro: 15,
    },
    {
      name: 'at most 30 for strength abilities',
      stats: { averageCost: NEUTRAL_COST, strengthAbilities: 7 },
      agro: 30,
    },
  ])('gives $name', ({ stats, agro }) => {
    expect(scoreArchetypes(makeStats(stats)).agro).toBe(agro);
  });
});

describe('scoreArchetypes: Control', () => {
  it.each([
    { name: '30 for an average cost above 3', stats: { averageCost: 3.01 }, control: 30 },
    { name: 'nothing for an average cost of exactly 3', stats: { averageCost: 3 }, control: 0 },
    {
      name: '20 when talismans exceed 30% of the cards',
      stats: { averageCost: 0, typeCounts: counts({ talisman: 16, oro: 34 }) },
      control: 20,
    },
    {
      name: 'nothing when talismans are exactly 30%',
      stats: { averageCost: 0, typeCounts: counts({ talisman: 15, oro: 35 }) },
      control: 0,
    },
    {
      name: '6 per destroy, banish, discard, cancel, nullify or return action',
      stats: {
        detailedActions: {
          destroy: times(1),
          banish: times(1),
          discard: times(1),
          cancel: times(1),
          nullify: times(1),
          return_to_hand: times(1),
          draw: times(4),
          negate: times(2),
        },
      },
      control: 36,
    },
    {
      name: 'at most 50 for control actions',
      stats: { detailedActions: { destroy: times(9) } },
      control: 50,
    },
  ])('gives $name', ({ stats, control }) => {
    expect(scoreArchetypes(makeStats(stats)).control).toBe(control);
  });
});

describe('scoreArchetypes: Midrange', () => {
  it.each([
    { name: '40 for an average cost of exactly 2.5', stats: { averageCost: 2.5 }, midrange: 40 },
    { name: '40 for an average cost of exactly 3.5', stats: { averageCost: 3.5 }, midrange: 40 },
    { name: 'nothing for an average cost above 3.5', stats: { averageCost: 3.51 }, midrange: 0 },
    {
      name: '5 per draw or search action',
      stats: { detailedActions: { draw: times(2), search: times(1) } },
      midrange: 15,
    },
    {
      name: 'at most 30 for draw and search',
      stats: { detailedActions: { draw: times(10) } },
      midrange: 30,
    },
    {
      name: '30 for more than 15 allies and more than 10 talismans',
      stats: { typeCounts: counts({ aliado: 16, talisman: 11, oro: 23 }) },
      midrange: 30,
    },
    {
      name: 'nothing for exactly 15 allies',
      stats: { typeCounts: counts({ aliado: 15, talisman: 11, oro: 24 }) },
      midrange: 0,
    },
    {
      name: 'nothing for exactly 10 talismans',
      stats: { typeCounts: counts({ aliado: 16, talisman: 10, oro: 24 }) },
      midrange: 0,
    },
  ])('gives $name', ({ stats, midrange }) => {
    expect(scoreArchetypes(makeStats({ averageCost: NEUTRAL_COST, ...stats })).midrange).toBe(
      midrange,
    );
  });
});

describe('scoreArchetypes: Combo', () => {
  it.each([
    { searches: 0, combo: 0 },
    { searches: 1, combo: 15 },
    { searches: 6, combo: 90 },
    { searches: 7, combo: 100 },
  ])('gives $combo for $searches search actions', ({ searches, combo }) => {
    const stats = makeStats({ detailedActions: searches ? { search: times(searches) } : {} });
    expect(scoreArchetypes(stats).combo).toBe(combo);
  });
});

describe('scoreArchetypes', () => {
  it('rounds the scores', () => {
    const stats = makeStats({ averageCost: NEUTRAL_COST, detailedActions: { search: times(0.5) } });
    expect(scoreArchetypes(stats)).toEqual({ agro: 0, control: 30, midrange: 3, combo: 8 });
  });

  it('scores a list of cards through its stats', () => {
    const cheapAllies = Array.from({ length: 10 }, (_, index) => makeCard({ id: index, coste: 1 }));
    expect(scoreArchetypes(cheapAllies)).toEqual({ agro: 70, control: 0, midrange: 0, combo: 0 });
  });
});

describe('pickMainArchetype', () => {
  it.each<{ name: string; scores: ArchetypeScores; main: string }>([
    {
      name: 'the highest score wins',
      scores: { agro: 10, control: 20, midrange: 70, combo: 30 },
      main: 'Midrange',
    },
    {
      name: 'Combo can win',
      scores: { agro: 10, control: 20, midrange: 30, combo: 90 },
      main: 'Combo',
    },
    {
      name: 'Agro beats Control on a tie',
      scores: { agro: 50, control: 50, midrange: 0, combo: 0 },
      main: 'Agro',
    },
    {
      name: 'Control beats Midrange on a tie',
      scores: { agro: 0, control: 40, midrange: 40, combo: 0 },
      main: 'Control',
    },
    {
      name: 'Midrange beats Combo on a tie',
      scores: { agro: 0, control: 0, midrange: 30, combo: 30 },
      main: 'Midrange',
    },
    {
      name: 'Agro wins when all are 0',
      scores: { agro: 0, control: 0, midrange: 0, combo: 0 },
      main: 'Agro',
    },
  ])('$name', ({ scores, main }) => {
    expect(pickMainArchetype(scores)).toBe(main);
  });
});
