import type { Card } from '../cards/card';
import { filterCards, type CardFilter } from '../cards/card-filter';
import type { QueryNode, QueryProblem } from './query-ast';
import { parseCardQuery } from './query-parser';
import { compileQueryNode, type QueryContext } from './card-query-predicate';

/** A query read once and ready to test cards (issue 18). */
export interface CompiledCardQuery {
  node: QueryNode | null;
  problems: QueryProblem[];
  matches: (card: Card) => boolean;
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
  return {
    node,
    problems,
    matches: node === null ? matchesEverything : compileQueryNode(node, context),
  };
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
  const byDropdowns = filterCards(cards, { ...filter, searchTerm: '' });
  return query.node === null ? byDropdowns : byDropdowns.filter(query.matches);
}
