import type { Page } from 'playwright-core';
import { openMainThreadMeter } from '../support/main-thread-meter';
import { summarizeSamples, type SampleSummary } from '../support/sample-statistics';
import { measureSearchBoxChange, openFilterPanel, type FilterTiming } from './filter-latency';
import { BENCH_QUERIES, type BenchQuery, type QueryChange } from './query-plan';

/**
 * What the page did with a text: read it as a query (issue 18's UI), as a plain name search (the
 * box before it), both gave the same count (plain words), or not always the same.
 */
export type QueryReading = 'consulta' | 'nombre' | 'indistinguible' | 'mixto';

/** One text typed into the search box, over all its measured changes. */
export interface QueryLatencyRow {
  /** null for emptying the box again. */
  query: BenchQuery | null;
  queryCount: number;
  nameCount: number;
  reading: QueryReading;
  /** The echo under the box after the last change; null when the box has none. */
  echo: string | null;
  update: SampleSummary;
  frame: SampleSummary;
  filterInPage: SampleSummary;
  cpu: SampleSummary;
}

export interface QueryLatencyFigures {
  rows: QueryLatencyRow[];
  failures: string[];
}

interface Sample {
  timing: FilterTiming;
  cpuMs: number;
}

function readReading(change: QueryChange, samples: readonly Sample[]): QueryReading {
  if (change.queryCount === change.nameCount) return 'indistinguible';
  const readings = new Set(
    samples.map(({ timing }) => (timing.shownCount === change.queryCount ? 'consulta' : 'nombre')),
  );
  if (readings.size !== 1) return 'mixto';
  return readings.has('consulta') ? 'consulta' : 'nombre';
}

function summarizeRow(change: QueryChange, samples: readonly Sample[]): QueryLatencyRow {
  const timings = samples.map((sample) => sample.timing);
  return {
    query: change.query,
    queryCount: change.queryCount,
    nameCount: change.nameCount,
    reading: readReading(change, samples),
    echo: timings.at(-1)?.echo ?? null,
    update: summarizeSamples(timings.map((timing) => timing.updateMs)),
    frame: summarizeSamples(timings.map((timing) => timing.frameMs)),
    filterInPage: summarizeSamples(timings.map((timing) => timing.filterMs)),
    cpu: summarizeSamples(samples.map((sample) => sample.cpuMs)),
  };
}

/** The plain words first (the reference), then the queries in plan order, emptying the box last. */
function rankRow(row: QueryLatencyRow): number {
  if (row.query === null) return BENCH_QUERIES.length;
  return row.query.isPlain ? -1 : BENCH_QUERIES.indexOf(row.query);
}

/**
 * Types each planned text whole into the catalogue's search box (one input event, as the filter
 * plan does for names) and times it until the grid's count shows the query's cards, or the
 * name search's while the box does not read queries yet. The first `warmupChanges` are untimed.
 * The catalogue must be open with no filter; the side menu is closed again at the end.
 */
export async function measureQueryChanges(
  page: Page,
  changes: readonly QueryChange[],
  warmupChanges: number,
): Promise<QueryLatencyFigures> {
  await openFilterPanel(page);
  const meter = await openMainThreadMeter(page);
  const samplesByValue = new Map<string, { change: QueryChange; samples: Sample[] }>();
  const failures: string[] = [];
  for (const [index, change] of changes.entries()) {
    const accepted = [change.queryCount, change.nameCount];
    const { result, cost } = await meter(() =>
      measureSearchBoxChange(page, change.value, accepted),
    );
    if (!result.ok) {
      failures.push(`${JSON.stringify(change.value)}: ${result.reason}`);
      continue;
    }
    if (index < warmupChanges) continue;
    const entry = samplesByValue.get(change.value) ?? { change, samples: [] };
    entry.samples.push({ timing: result, cpuMs: cost.cpuMs });
    samplesByValue.set(change.value, entry);
  }
  await page.keyboard.press('Escape');
  const rows = [...samplesByValue.values()]
    .map(({ change, samples }) => summarizeRow(change, samples))
    .sort((a, b) => rankRow(a) - rankRow(b));
  return { rows, failures };
}
