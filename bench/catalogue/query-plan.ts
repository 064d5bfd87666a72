import type { Card } from '../../src/domain/cards/card';
import {
  DEFAULT_CARD_FILTER,
  filterCards,
  type CardFilter,
} from '../../src/domain/cards/card-filter';
import { DEFAULT_EDITION_BLOCKS } from '../../src/domain/cards/edition-blocks';
import type { QueryContext } from '../../src/domain/search/card-query-predicate';
import { compileCardQuery, searchCards } from '../../src/domain/search/card-query';

/** One text typed into the search box, as the catalogue's figures name it. */
export interface BenchQuery {
  label: string;
  text: string;
  /** The plain name search the others are compared with. */
  isPlain: boolean;
}

/**
 * Representative searches of issue 18 on the synthetic catalogue: the complex query
 * (5 terms with `o`, a negation and text searches), a tag, a regex on the ability text, and plain
 * words, which the query language reads as the spec's name search.
 */
export const BENCH_QUERIES: readonly BenchQuery[] = [
  {
    label: '5 términos con o, negación y texto',
    text: 't:aliado c<=3 -raza:dragon (h:roba o h:destruye) f>=2',
    isPlain: false,
  },
  { label: 'etiqueta y coste', text: 'tag:destruye c<=2', isPlain: false },
  {
    label: 'regex en la habilidad',
    text: 'h:/roba (\\d|una|dos|tres) cartas?/',
    isPlain: false,
  },
  { label: 'nombre', text: 'dra', isPlain: true },
];

/**
 * What the bench's queries are read against: no format lists (none of them uses `ban:` or
 * `legal:`), the default edition blocks and the catalogue itself, as in the page.
 */
export function makeBenchQueryContext(cards: readonly Card[]): QueryContext {
  return { banlists: [], editionBlocks: DEFAULT_EDITION_BLOCKS, catalogue: cards };
}

/** One change of the search box's text, and the counts the grid may show afterwards. */
export interface QueryChange {
  /** The query typed, or null when the box is emptied. */
  query: BenchQuery | null;
  value: string;
  filter: CardFilter;
  /** Matching cards when the box reads the query language (issue 18). */
  queryCount: number;
  /** Matching cards when the box is still a plain name search (before issue 18's UI). */
  nameCount: number;
}

/**
 * `rounds` passes over the queries, each typed whole into an empty box and then cleared, so every
 * change moves the card count between all the cards and the query's (the proof the grid caught up).
 */
export function planQueryChanges(
  cards: readonly Card[],
  context: QueryContext,
  rounds: number,
): QueryChange[] {
  const cleared: QueryChange = {
    query: null,
    value: '',
    filter: DEFAULT_CARD_FILTER,
    queryCount: cards.length,
    nameCount: cards.length,
  };
  const typed = BENCH_QUERIES.map((query): QueryChange => {
    const filter = { ...DEFAULT_CARD_FILTER, searchTerm: query.text };
    return {
      query,
      value: query.text,
      filter,
      queryCount: searchCards(cards, filter, compileCardQuery(query.text, context)).length,
      nameCount: filterCards(cards, filter).length,
    };
  });
  for (const change of typed) {
    if (change.queryCount === cards.length || change.nameCount === cards.length) {
      throw new Error(`'${change.value}' must narrow the catalogue for the count to prove it`);
    }
  }
  return Array.from({ length: rounds }, () => typed.flatMap((change) => [change, cleared])).flat();
}
