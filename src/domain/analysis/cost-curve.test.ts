import { describe, expect, it } from 'vitest';
import { listCostCurve, type CostCurvePoint } from './cost-curve';

describe('listCostCurve', () => {
  it.each<{ name: string; curve: Record<number, number>; bars: CostCurvePoint[] }>([
    { name: 'an empty curve gives no bars', curve: {}, bars: [] },
    {
      name: 'costs are listed from 0 in order',
      curve: { 2: 4, 0: 1, 1: 3 },
      bars: [
        { cost: 0, count: 1 },
        { cost: 1, count: 3 },
        { cost: 2, count: 4 },
      ],
    },
    {
      name: 'a missing cost shows as 0 up to the highest',
      curve: { 1: 2, 4: 1 },
      bars: [
        { cost: 0, count: 0 },
        { cost: 1, count: 2 },
        { cost: 2, count: 0 },
        { cost: 3, count: 0 },
        { cost: 4, count: 1 },
      ],
    },
    {
      name: 'a negative or fractional cost is left out',
      curve: { [-1]: 2, 1.5: 1, 0: 3 },
      bars: [{ cost: 0, count: 3 }],
    },
  ])('$name', ({ curve, bars }) => {
    expect(listCostCurve(curve)).toEqual(bars);
  });
});
