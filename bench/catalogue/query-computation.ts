import type { Card } from '../../src/domain/cards/card';
import { DEFAULT_CARD_FILTER, filterCards } from '../../src/domain/cards/card-filter';
import type { QueryContext } from '../../src/domain/search/card-query-predicate';
import { compileCardQuery, searchCards } from '../../src/domain/search/card-query';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { BENCH_QUERIES, type BenchQuery } from './query-plan';

const WARMUP_RUNS = 5;
const MEASURED_RUNS = 60;

/** The domain's cost of one query over the whole catalogue, in Node's V8. */
export interface QueryComputationRow {
  query: BenchQuery;
  matches: number;
  /** compileCardQuery + searchCards, after warm-up (normalised fields and tags cached). */
  summary: SampleSummary;
}

export interface QueryComputationFigures {
  rows: QueryComputationRow[];
  /** The spec's plain filter (filterCards with the plain query's words as the name). */
  plainFilter: SampleSummary;
  plainFilterText: string;
  /**
   * The first query of the process: every card's normalised texts and tags still to compute, as
   * on the page's first query after the catalogue arrives.
   */
  firstQueryMs: number;
  firstQueryText: string;
}

function timeRuns(run: () => unknown): SampleSummary {
  for (let warmup = 0; warmup < WARMUP_RUNS; warmup += 1) run();
  const samples = Array.from({ length: MEASURED_RUNS }, () => {
    const startedAt = performance.now();
    run();
    return performance.now() - startedAt;
  });
  return summarizeSamples(samples);
}

/**
 * Times the query language's domain work (issue 18) for each bench query: compiling the text and
 * searching the catalogue with it, as the catalogue screen does per keystroke, next to the spec's
 * plain name filter. Call it before anything else searches the cards, so the first query is cold.
 */
export function timeQueryComputation(
  cards: readonly Card[],
  context: QueryContext,
): QueryComputationFigures {
  const [first] = BENCH_QUERIES;
  const plain = BENCH_QUERIES.find((query) => query.isPlain);
  if (first === undefined || plain === undefined) throw new Error('No bench queries');
  const firstFilter = { ...DEFAULT_CARD_FILTER, searchTerm: first.text };
  const coldStartedAt = performance.now();
  searchCards(cards, firstFilter, compileCardQuery(first.text, context));
  const firstQueryMs = performance.now() - coldStartedAt;

  const rows = BENCH_QUERIES.map((query) => {
    const filter = { ...DEFAULT_CARD_FILTER, searchTerm: query.text };
    const search = () => searchCards(cards, filter, compileCardQuery(query.text, context));
    return { query, matches: search().length, summary: timeRuns(search) };
  });
  const plainFilter = { ...DEFAULT_CARD_FILTER, searchTerm: plain.text };
  return {
    rows,
    plainFilter: timeRuns(() => filterCards(cards, plainFilter)),
    plainFilterText: plain.text,
    firstQueryMs,
    firstQueryText: first.text,
  };
}
