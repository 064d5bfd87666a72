import type { Card } from '../cards/card';
import { compileCardFilter, filterCards, type CardFilter } from '../cards/card-filter';
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

/**
 * The catalogue's search (SPEC §5 'Main filter' and issue 18): the five dropdowns and the query
 * of the search box, combined with AND.
 */
export function searchCards(
  cards: readonly Card[],
  filter: CardFilter,
  query: CompiledCardQuery,
): Card[] {
  const byDropdowns = { ...filter, searchTerm: '' };
  if (query.node === null) return filterCards(cards, byDropdowns);
  const matchesDropdowns = compileCardFilter(byDropdowns);
  const fields = readListSearchFields(cards);
  const { test } = query;
  return cards.filter(
    (card, index) =>
      (matchesDropdowns === null || matchesDropdowns(card)) &&
      test(card, fields[index] as CardSearchFields),
  );
}
