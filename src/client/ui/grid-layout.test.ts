import { describe, expect, it } from 'vitest';
import { computeContainerGridLayout, computeGridLayout } from './grid-layout';

describe('computeGridLayout', () => {
  it.each([
    [320, 2],
    [375, 2],
    [600, 3],
    [800, 4],
    [1024, 5],
    [1280, 6],
    [2560, 6],
  ])('puts %i px of viewport in %i columns', (width, columns) => {
    expect(computeGridLayout(width).columns).toBe(columns);
  });

  it('never makes a column narrower as the viewport widens within the same column count', () => {
    expect(computeGridLayout(1100).cardWidth).toBeGreaterThan(computeGridLayout(1000).cardWidth);
  });

  it('stops growing cards past the maximum grid width', () => {
    expect(computeGridLayout(3000)).toEqual(computeGridLayout(1400));
  });

  it('makes a row tall enough for a card-shaped image, its caption and the gap', () => {
    const layout = computeGridLayout(375);
    expect(layout.rowHeight).toBeGreaterThan((layout.cardWidth * 88) / 63);
  });
});

describe('computeContainerGridLayout', () => {
  it.each([
    [300, 2],
    [500, 3],
    [700, 4],
    [870, 5],
    [1200, 6],
  ])('puts a %i px wide grid in %i columns', (width, columns) => {
    expect(computeContainerGridLayout(width).columns).toBe(columns);
  });

  it('fills the container exactly with its columns and gaps', () => {
    const layout = computeContainerGridLayout(870);
    expect(layout.cardWidth * layout.columns + layout.gap * (layout.columns - 1)).toBeCloseTo(870);
  });
});
