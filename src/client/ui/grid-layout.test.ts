import { describe, expect, it } from 'vitest';
import {
  BUILDER_GRID_IMAGE_SIZES,
  CARD_GRID_IMAGE_SIZES,
  measureBuilderGridWidth,
} from '../../contract/card-grid-geometry';
import { computeContainerGridLayout, computeGridLayout } from './grid-layout';

/** What a browser makes of CARD_GRID_IMAGE_SIZES at a viewport width, in CSS px. */
function evaluateImageSizes(sizes: string, viewportWidth: number): number {
  for (const entry of sizes.split(/,\s*(?=\(|calc|\d)/)) {
    const media = /^\(min-width: (\d+)px\)\s*/.exec(entry);
    if (media !== null && viewportWidth < Number(media[1])) continue;
    const value = entry.slice(media?.[0].length ?? 0);
    const fixed = /^(\d+)px$/.exec(value);
    if (fixed !== null) return Number(fixed[1]);
    const calc = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(value);
    if (calc === null) throw new Error(`unexpected size ${value}`);
    return (viewportWidth - Number(calc[1])) / Number(calc[2]);
  }
  throw new Error(`no size for ${viewportWidth} px`);
}

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

describe('CARD_GRID_IMAGE_SIZES', () => {
  it('gives the width computeGridLayout lays a card out at, for every viewport width', () => {
    for (let width = 320; width <= 2000; width += 1) {
      const expected = computeGridLayout(width).cardWidth;
      expect(Math.abs(evaluateImageSizes(CARD_GRID_IMAGE_SIZES, width) - expected)).toBeLessThan(1);
    }
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

describe('BUILDER_GRID_IMAGE_SIZES', () => {
  it("gives the width the builder's grid lays a card out at, for every viewport width", () => {
    for (let width = 320; width <= 2000; width += 1) {
      const expected = computeContainerGridLayout(measureBuilderGridWidth(width)).cardWidth;
      expect(Math.abs(evaluateImageSizes(BUILDER_GRID_IMAGE_SIZES, width) - expected)).toBeLessThan(
        1,
      );
    }
  });

  it("measures the grid beside the frame's margins, and from lg beside 'Mazo Actual'", () => {
    // 375 − 2 × (8 + 12) − 2 (the frame's border); 1280 − 2 × (16 + 16) − 2 − (320 + 16).
    expect(measureBuilderGridWidth(375)).toBe(333);
    expect(measureBuilderGridWidth(1280)).toBe(878);
    expect(measureBuilderGridWidth(1920)).toBe(878);
  });
});
