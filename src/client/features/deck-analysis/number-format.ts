// Chilean Spanish formatting throughout the analysis, so decimals read '2,35' as players expect.
const averageCostFormat = new Intl.NumberFormat('es-CL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const probabilityFormat = new Intl.NumberFormat('es-CL', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** 'Coste Promedio' with 2 decimals (SPEC §2), e.g. '2,35'. */
export function formatAverageCost(value: number): string {
  return averageCostFormat.format(value);
}

/** A probability from 0 to 1 as a percentage with one decimal, e.g. '96,6%'. */
export function formatProbability(value: number): string {
  return probabilityFormat.format(value);
}
