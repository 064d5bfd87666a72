import type { Card } from '../../src/domain/cards/card';
import {
  DEFAULT_CARD_FILTER,
  filterCards,
  listFilterOptions,
  type CardFilter,
} from '../../src/domain/cards/card-filter';
import { createSeededRandom, pickOne, type RandomSource } from '../support/seeded-random';

/** One change a user makes in the filter panel, and what the grid must show afterwards. */
export interface FilterChange {
  field: keyof CardFilter;
  value: string;
  /** The whole filter after the change. */
  filter: CardFilter;
  /** How many cards match, computed with the app's own rule. */
  expectedCount: number;
}

/** The changes cycle through every control of the panel, as someone exploring the catalogue. */
const FIELD_CYCLE: readonly (keyof CardFilter)[] = [
  'selectedType',
  'selectedEdition',
  'selectedCost',
  'selectedRace',
  'selectedStrength',
  'searchTerm',
];

// Whole words and fragments, with and without accents; the search ignores both case and accents.
const SEARCH_TERMS = ['dra', 'ángel', 'sombra', 'caballero del', 'fenix', 'de', 'señor', 'titan'];

/**
 * At most this many controls differ from 'all' at once: someone exploring narrows by one or two
 * things, then widens again, so the grid shows anything from a handful of cards to all of them.
 */
const MAX_ACTIVE_FIELDS = 2;
/** Share of changes that put a control back to 'all' before the limit forces it. */
const WIDEN_SHARE = 0.4;
const ATTEMPTS_PER_CHANGE = 50;

function proposeChange(
  random: RandomSource,
  current: CardFilter,
  nextField: keyof CardFilter,
  valuesByField: Record<keyof CardFilter, readonly string[]>,
): { field: keyof CardFilter; value: string } {
  const activeFields = FIELD_CYCLE.filter((field) => current[field] !== DEFAULT_CARD_FILTER[field]);
  const isWidening =
    activeFields.length >= MAX_ACTIVE_FIELDS || (activeFields.length > 0 && random() < WIDEN_SHARE);
  if (isWidening) {
    const field = pickOne(random, activeFields);
    return { field, value: DEFAULT_CARD_FILTER[field] };
  }
  return { field: nextField, value: pickOne(random, valuesByField[nextField]) };
}

/**
 * A deterministic list of `count` single-control changes. Each one changes how many cards match,
 * so the page's card count proves the grid has caught up with it.
 */
export function planFilterChanges(
  cards: readonly Card[],
  options: { count: number; seed?: number },
): FilterChange[] {
  const random = createSeededRandom(options.seed ?? 4);
  const filterOptions = listFilterOptions(cards);
  const valuesByField: Record<keyof CardFilter, readonly string[]> = {
    searchTerm: SEARCH_TERMS,
    selectedType: filterOptions.types,
    selectedEdition: filterOptions.editions,
    selectedCost: filterOptions.costs,
    selectedRace: filterOptions.races,
    selectedStrength: filterOptions.strengths,
    selectedTag: filterOptions.tags,
  };
  const changes: FilterChange[] = [];
  let current: CardFilter = { ...DEFAULT_CARD_FILTER };
  let currentCount = cards.length;
  const maxSteps = options.count * FIELD_CYCLE.length;
  for (let step = 0; changes.length < options.count && step < maxSteps; step += 1) {
    const nextField = FIELD_CYCLE[step % FIELD_CYCLE.length] ?? 'searchTerm';
    for (let attempt = 0; attempt < ATTEMPTS_PER_CHANGE; attempt += 1) {
      const { field, value } = proposeChange(random, current, nextField, valuesByField);
      if (value === current[field]) continue;
      const filter = { ...current, [field]: value };
      const expectedCount = filterCards(cards, filter).length;
      if (expectedCount === currentCount) continue;
      changes.push({ field, value, filter, expectedCount });
      current = filter;
      currentCount = expectedCount;
      break;
    }
  }
  return changes;
}
