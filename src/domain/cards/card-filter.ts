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

type DropdownField = Exclude<keyof CardFilter, 'searchTerm'>;

/**
 * What each dropdown compares (SPEC §5 'Main filter'): a card's values as the dropdown's texts.
 * Type, edition and race match exactly; cost and strength match as text, so '3' finds 3 but '03'
 * nothing, and a null value nothing; the ability tag is any of the card's tags (issue 18).
 */
const DROPDOWN_VALUES: Record<DropdownField, (card: Card) => readonly string[]> = {
  selectedType: (card) => [card.tipo],
  selectedEdition: (card) => [card.edicion],
  selectedRace: (card) => (card.raza === null ? [] : [card.raza]),
  selectedCost: (card) => (card.coste === null ? [] : [String(card.coste)]),
  selectedStrength: (card) => (card.fuerza === null ? [] : [String(card.fuerza)]),
  selectedTag: (card) => listCardTags(card),
};

/** The dropdowns, each with an index of a list's positions by value (readDropdownIndex). */
export const DROPDOWN_FIELDS = Object.keys(DROPDOWN_VALUES) as DropdownField[];

/**
 * A list's positions by each dropdown value, for one dropdown, made from the list's start up to
 * `next` (all of it once a search has needed it).
 */
interface DropdownIndexBuild {
  byValue: Map<string, number[]>;
  next: number;
}

const indexesByList = new WeakMap<readonly Card[], Map<DropdownField, DropdownIndexBuild>>();

/**
 * Makes the index of `field` over `cards` up to position `end`, going on from where it stopped.
 * Made once per list and dropdown and kept while the list lives (lists are not changed in place,
 * as readListSearchFields assumes too).
 */
function extendDropdownIndex(
  cards: readonly Card[],
  field: DropdownField,
  end: number,
): DropdownIndexBuild {
  let index = indexesByList.get(cards);
  if (index === undefined) {
    index = new Map();
    indexesByList.set(cards, index);
  }
  let build = index.get(field);
  if (build === undefined) {
    build = { byValue: new Map(), next: 0 };
    index.set(field, build);
  }
  const { byValue } = build;
  const readValues = DROPDOWN_VALUES[field];
  const last = Math.min(end, cards.length);
  for (let position = build.next; position < last; position += 1) {
    for (const value of readValues(cards[position] as Card)) {
      const positions = byValue.get(value);
      if (positions === undefined) byValue.set(value, [position]);
      // A card listing one tag twice is still one card.
      else if (positions[positions.length - 1] !== position) positions.push(position);
    }
  }
  build.next = Math.max(build.next, last);
  return build;
}

/**
 * The positions in `cards` of the cards each value of `field` selects, in the list's order.
 * Looking a choice up instead of reading a field of every card made a dropdown change at 20,000
 * cards cost a few hundredths of a millisecond instead of about 1.5 ms in the browser (issue 19:
 * a filter change on the desktop).
 */
function readDropdownIndex(cards: readonly Card[], field: DropdownField): Map<string, number[]> {
  return extendDropdownIndex(cards, field, cards.length).byValue;
}

/**
 * Makes now the index the dropdown `field` looks `cards` up in, up to position `end` (where it
 * has not been made yet), and says how far it is made. A background warm-up makes every
 * dropdown's index a few hundred cards at a time, so the first choice in a dropdown does not
 * pay for it: at 20,000 cards the first change of a dropdown on the desktop took 20–43 ms against
 * 5–10 ms for the next ones, and one dropdown's whole index at once was a task of 15–27 ms (issue
 * 19).
 */
export function prepareDropdownIndex(
  cards: readonly Card[],
  field: DropdownField,
  end: number,
): number {
  return extendDropdownIndex(cards, field, end).next;
}

const NO_POSITIONS: readonly number[] = [];

/**
 * The positions in `cards`, in order, of the cards every dropdown not on 'all' selects (the search
 * box's text aside), or null when every dropdown is on 'all'.
 */
export function findDropdownPositions(
  cards: readonly Card[],
  filter: CardFilter,
): readonly number[] | null {
  const chosen = DROPDOWN_FIELDS.filter((field) => filter[field] !== ALL).map(
    (field) => readDropdownIndex(cards, field).get(filter[field]) ?? NO_POSITIONS,
  );
  if (chosen.length === 0) return null;
  chosen.sort((a, b) => a.length - b.length);
  const [fewest, ...others] = chosen as [readonly number[], ...(readonly number[])[]];
  if (others.length === 0) return fewest;
  // How many of the other choices select each position: the cards all of them select are kept.
  const votes = new Uint8Array(cards.length);
  for (const positions of others) {
    for (const position of positions) votes[position] = (votes[position] ?? 0) + 1;
  }
  return fewest.filter((position) => votes[position] === others.length);
}

/**
 * Main filter (SPEC §5 'Main filter'): name is a case-insensitive substring (accents ignored too);
 * the dropdowns as DROPDOWN_VALUES compares them.
 */
export function filterCards(cards: readonly Card[], filter: CardFilter): Card[] {
  const needle = normalizeName(filter.searchTerm);
  const positions = findDropdownPositions(cards, filter);
  const found: Card[] = [];
  const consider = (card: Card) => {
    if (needle === '' || normalizeNameCached(card.nombre).includes(needle)) found.push(card);
  };
  if (positions === null) for (const card of cards) consider(card);
  else for (const position of positions) consider(cards[position] as Card);
  return found;
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
