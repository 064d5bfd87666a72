/** One bar of the cost curve. */
export interface CostCurvePoint {
  cost: number;
  count: number;
}

/**
 * The cost curve as bars (SPEC §2 'Curva de Coste (Sin Oros)'): every cost from 0 to the highest
 * in the deck, in order, with 0 where no card has that cost, so the gaps of a curve show.
 */
export function listCostCurve(costCurve: Readonly<Record<number, number>>): CostCurvePoint[] {
  const costs = Object.keys(costCurve)
    .map(Number)
    .filter((cost) => Number.isInteger(cost) && cost >= 0);
  if (costs.length === 0) return [];
  const highest = Math.max(...costs);
  return Array.from({ length: highest + 1 }, (_, cost) => ({ cost, count: costCurve[cost] ?? 0 }));
}
