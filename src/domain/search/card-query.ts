import type { Card } from '../cards/card';
import { filterCards, findDropdownPositions, type CardFilter } from '../cards/card-filter';
import { normalizeName } from '../cards/card-name';
import type { QueryNode, QueryProblem } from './query-ast';
import { parseCardQuery } from './query-parser';
import { compileQueryNode, type CardPredicate, type QueryContext } from './card-query-predicate';
import {
  readCardSearchFields,
  readListSearchFields,
  type CardSearchFields,
} from './card-search-fields';

/** A query read once and ready to test cards (issue 18). */
export interface CompiledCardQuery {
  node: QueryNode | null;
  problems: QueryProblem[];
  /** Whether a card matches; `test` is the same given the card's normalised texts. */
  matches: (card: Card) => boolean;
  test: CardPredicate;
}

const matchesEverything = () => true;

/**
 * Parses and compiles the search box's text (issue 18) against the formats and blocks of the
 * context: the valid part becomes one predicate, the rest is reported with positions.
 */
export function compileCardQuery(text: string, context: QueryContext): CompiledCardQuery {
  // Formats not known yet: any key is read, and matches nothing until they are.
  const formatKeys = context.banlists?.map((banlist) => banlist.key);
  const { node, problems } = parseCardQuery(text, { formatKeys });
  const test = node === null ? matchesEverything : compileQueryNode(node, context);
  return { node, problems, matches: (card) => test(card, readCardSearchFields(card)), test };
}

/** The dropdowns of a filter, without the search box's text (which the query reads). */
function readDropdowns(filter: CardFilter): CardFilter {
  return { ...filter, searchTerm: '' };
}

/**
 * Positions in `cards` of the cards that pass the dropdowns and the query: of the whole list, or
 * only of `within`, positions that already passed the same dropdowns.
 */
function findPositions(
  cards: readonly Card[],
  filter: CardFilter,
  query: CompiledCardQuery,
  within: readonly number[] | null,
): number[] {
  const fields = readListSearchFields(cards);
  const candidates = within ?? findDropdownPositions(cards, filter);
  const positions: number[] = [];
  const consider = (index: number) => {
    if (query.test(cards[index] as Card, fields[index] as CardSearchFields)) positions.push(index);
  };
  if (candidates === null) for (let index = 0; index < cards.length; index += 1) consider(index);
  else for (const index of candidates) consider(index);
  return positions;
}

function toCards(cards: readonly Card[], positions: readonly number[]): Card[] {
  return positions.map((index) => cards[index] as Card);
}

/**
 * The catalogue's search (SPEC §5 'Main filter' and issue 18): the five dropdowns and the query
 * of the search box, combined with AND.
 */
export function searchCards(
  cards: readonly Card[],
  filter: CardFilter,
  query: CompiledCardQuery,
): Card[] {
  if (query.node === null) return filterCards(cards, readDropdowns(filter));
  return toCards(cards, findPositions(cards, filter, query, null));
}

/** The last search of a narrowing search (createNarrowingSearch), by position in its list. */
interface RememberedSearch {
  cards: readonly Card[];
  filter: CardFilter;
  /** The normalised text the names had to contain. */
  needle: string;
  positions: number[];
}

/**
 * The normalised text a query of bare words asks the names to contain (its 'name' predicate in
 * card-query-predicate.ts), null for any other query.
 */
function readNameNeedle(node: QueryNode | null): string | null {
  return node?.kind === 'name' ? normalizeName(node.text) : null;
}

function hasSameDropdowns(a: CardFilter, b: CardFilter): boolean {
  return (Object.keys(a) as (keyof CardFilter)[]).every(
    (key) => key === 'searchTerm' || a[key] === b[key],
  );
}

/**
 * searchCards, narrowing the previous result while a player types a name (issue 19): when the
 * list and the dropdowns are the same and the name must now contain a text that holds the
 * previous one ('drag' after 'dra'), every card found is among the cards found before, so only
 * those are tested again. Any other change searches the whole list. Same result as searchCards.
 */
export function createNarrowingSearch(): (
  cards: readonly Card[],
  filter: CardFilter,
  query: CompiledCardQuery,
) => Card[] {
  let last: RememberedSearch | null = null;
  return (cards, filter, query) => {
    const needle = readNameNeedle(query.node);
    if (needle === null) {
      last = null;
      return searchCards(cards, filter, query);
    }
    const within =
      last !== null &&
      last.cards === cards &&
      needle.includes(last.needle) &&
      hasSameDropdowns(last.filter, filter)
        ? last.positions
        : null;
    const positions = findPositions(cards, filter, query, within);
    last = { cards, filter, needle, positions };
    return toCards(cards, positions);
  };
}
