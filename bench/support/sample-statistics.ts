/** Median, p95, p99 and extremes of a set of timings or counts. */
export interface SampleSummary {
  count: number;
  min: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The nearest-rank percentile (p in 0..100) of a sorted list: the smallest sample that at least
 * p % of the samples do not exceed. Nearest-rank never invents a value that was not measured.
 */
function readPercentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

/** Summarises samples; an empty list gives NaN figures rather than a misleading zero. */
export function summarizeSamples(samples: readonly number[]): SampleSummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    min: sorted[0] ?? Number.NaN,
    median: readPercentile(sorted, 50),
    p95: readPercentile(sorted, 95),
    p99: readPercentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
