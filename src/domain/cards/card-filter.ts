import { listCardTags, sortAbilityTagIds } from './ability-tags';
import type { Card } from './card';
import { compareSpanish, normalizeName, normalizeNameCached } from './card-name';

/** The value of a dropdown that does not filter. */
export const ALL = 'all';

/**
 * Filter state of the catalogue and the deck builder (SPEC §3 'Filter state'), plus the ability
 * tag picker of issue 18 (a tag id).
 */
export interface CardFilter {
  searchTerm: string;
  selectedType: string;
  selectedEdition: string;
  selectedCost: string;
  selectedRace: string;
  selectedStrength: string;
  selectedTag: string;
}

/** Empty search and every dropdown on 'all' (SPEC §3 'Filter state'). */
export const DEFAULT_CARD_FILTER: CardFilter = {
  searchTerm: '',
  selectedType: ALL,
  selectedEdition: ALL,
  selectedCost: ALL,
  selectedRace: ALL,
  selectedStrength: ALL,
  selectedTag: ALL,
};

/** The options of each dropdown of the filter panel (SPEC §2 'Filter panel'). */
export interface CardFilterOptions {
  types: string[];
  editions: string[];
  costs: string[];
  races: string[];
  strengths: string[];
  /** Ids of the ability tags some card carries, in the vocabulary's order (issue 18). */
  tags: string[];
}

type CardTest = (card: Card) => boolean;

/** A dropdown's test of one of the card's texts, or null when it is on 'all'. */
function testText(selected: string, read: (card: Card) => string | null): CardTest | null {
  return selected === ALL ? null : (card) => read(card) === selected;
}

/**
 * A dropdown's test of one of the card's numbers, or null when it is on 'all'. SPEC §5: compared
 * as text with the chosen value; cards whose value is null are excluded.
 */
function testNumber(selected: string, read: (card: Card) => number | null): CardTest | null {
  if (selected === ALL) return null;
  return (card) => {
    const value = read(card);
    return value !== null && String(value) === selected;
  };
}

/**
 * Main filter (SPEC §5 'Main filter'): name is a case-insensitive substring (accents ignored too);
 * type, edition and race match exactly; cost and strength match as text, excluding nulls; the
 * card carries the chosen ability tag (issue 18).
 */
export function filterCards(cards: readonly Card[], filter: CardFilter): Card[] {
  const test = compileCardFilter(filter);
  return test === null ? [...cards] : cards.filter(test);
}

/**
 * The main filter (filterCards) as one test of a card, made of the parts that filter something:
 * null when nothing does. At 20,000 cards a test per dropdown on 'all' was a third of a search.
 */
export function compileCardFilter(filter: CardFilter): CardTest | null {
  const needle = normalizeName(filter.searchTerm);
  const { selectedTag } = filter;
  const tests = [
    needle === '' ? null : (card: Card) => normalizeNameCached(card.nombre).includes(needle),
    testText(filter.selectedType, (card) => card.tipo),
    testText(filter.selectedEdition, (card) => card.edicion),
    testText(filter.selectedRace, (card) => card.raza),
    testNumber(filter.selectedCost, (card) => card.coste),
    testNumber(filter.selectedStrength, (card) => card.fuerza),
    selectedTag === ALL ? null : (card: Card) => listCardTags(card).includes(selectedTag),
  ].filter((test) => test !== null);
  if (tests.length === 0) return null;
  if (tests.length === 1) return tests[0] as CardTest;
  return (card) => tests.every((test) => test(card));
}

function distinctSorted(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareSpanish);
}

function distinctNumbers(values: Iterable<number | null>): string[] {
  const present = new Set<number>();
  for (const value of values) if (value !== null) present.add(value);
  return [...present].sort((a, b) => a - b).map(String);
}

/**
 * Filter panel options (SPEC §2): the distinct values present in the cards; cost and strength
 * sorted numerically, the others alphabetically; empty races are left out; ability tags in the
 * vocabulary's order (issue 18).
 */
export function listFilterOptions(cards: readonly Card[]): CardFilterOptions {
  return {
    types: distinctSorted(cards.map((card) => card.tipo)),
    editions: distinctSorted(cards.map((card) => card.edicion)),
    races: distinctSorted(
      cards.flatMap((card) => (card.raza && card.raza.trim() !== '' ? [card.raza] : [])),
    ),
    costs: distinctNumbers(cards.map((card) => card.coste)),
    strengths: distinctNumbers(cards.map((card) => card.fuerza)),
    tags: sortAbilityTagIds(cards.flatMap((card) => listCardTags(card))),
  };
}
