import type { Card } from '../cards/card';
import type { ActionId } from '../cards/effect-vocabulary';
import { computeDeckStats, type DeckStats } from './deck-stats';

/** Archetype scores on a 0–100 scale (SPEC §9 'Archetype scoring'). */
export interface ArchetypeScores {
  agro: number;
  control: number;
  midrange: number;
  combo: number;
}

/** Archetypes in the order ties are resolved (SPEC §2): Agro, Control, Midrange, Combo. */
export const ARCHETYPES = [
  { key: 'agro', label: 'Agro' },
  { key: 'control', label: 'Control' },
  { key: 'midrange', label: 'Midrange' },
  { key: 'combo', label: 'Combo' },
] as const satisfies readonly { key: keyof ArchetypeScores; label: string }[];

export type ArchetypeLabel = (typeof ARCHETYPES)[number]['label'];

/** Actions that count for Control (SPEC §9): destroy, banish, discard, cancel, nullify, return. */
const CONTROL_ACTIONS: readonly ActionId[] = [
  'destroy',
  'banish',
  'discard',
  'cancel',
  'nullify',
  'return_to_hand',
];

function isDeckStats(input: DeckStats | readonly Card[]): input is DeckStats {
  return !Array.isArray(input);
}

function countActions(stats: DeckStats, actions: readonly ActionId[]): number {
  return actions.reduce((sum, action) => sum + (stats.detailedActions[action]?.total ?? 0), 0);
}

function cappedPoints(perItem: number, items: number, cap: number): number {
  return Math.min(cap, perItem * items);
}

/**
 * Archetype scores exactly as SPEC §9 defines them, rounded. Agro: 40 if average cost < 2.5, 30
 * if allies exceed half the deck, 5 per strength ability up to 30. Control: 30 if average cost
 * > 3, 20 if talismans exceed 30% of the deck, 6 per control action up to 50. Midrange: 40 if
 * average cost is within 2.5–3.5, 5 per draw or search up to 30, 30 if over 15 allies and over
 * 10 talismans. Combo: 15 per search up to 100. Actions count their cantidad.
 */
export function scoreArchetypes(input: DeckStats | readonly Card[]): ArchetypeScores {
  const stats = isDeckStats(input) ? input : computeDeckStats(input);
  const { averageCost, totalCards } = stats;
  const allies = stats.typeCounts.aliado;
  const talismans = stats.typeCounts.talisman;
  const searches = countActions(stats, ['search']);
  const agro =
    (averageCost < 2.5 ? 40 : 0) +
    (allies > totalCards / 2 ? 30 : 0) +
    cappedPoints(5, stats.strengthAbilities, 30);
  const control =
    (averageCost > 3 ? 30 : 0) +
    (talismans > totalCards * 0.3 ? 20 : 0) +
    cappedPoints(6, countActions(stats, CONTROL_ACTIONS), 50);
  const midrange =
    (averageCost >= 2.5 && averageCost <= 3.5 ? 40 : 0) +
    cappedPoints(5, countActions(stats, ['draw', 'search']), 30) +
    (allies > 15 && talismans > 10 ? 30 : 0);
  const combo = cappedPoints(15, searches, 100);
  return {
    agro: Math.round(agro),
    control: Math.round(control),
    midrange: Math.round(midrange),
    combo: Math.round(combo),
  };
}

/** Main archetype (SPEC §2): the highest score, ties to the earlier of Agro, Control, Midrange, Combo. */
export function pickMainArchetype(scores: ArchetypeScores): ArchetypeLabel {
  let best: (typeof ARCHETYPES)[number] = ARCHETYPES[0];
  for (const archetype of ARCHETYPES) {
    if (scores[archetype.key] > scores[best.key]) best = archetype;
  }
  return best.label;
}
