import { isSafeImageUrl } from './image-url';
import { isOwnImageUrl, toThumbnailSrcSet, toThumbnailUrl } from './images';

/**
 * The card viewer's grid by viewport width (SPEC §2 'Card viewer': 2 columns on phones up to 6
 * on desktops). The client lays the grid out with it; the server, which writes the first screen
 * into the page (first-screen.ts), preloads the first card's image at the size the grid asks for.
 */

/** Name and 'type - edition' under each image, two lines of fixed height. */
export const CARD_CAPTION_HEIGHT = 52;
/** Printed cards are 63 × 88 mm. */
export const CARD_ASPECT = 88 / 63;

/**
 * Below this viewport width the side menu covers most of the screen, so the card viewer's search
 * box sits above the grid; from it on, the menu leaves the results in sight (and the help opens
 * beside it). The app and the server's first screen follow it.
 */
export const SEARCH_ABOVE_GRID_BELOW_WIDTH = 768;

/** Widest the grid grows (Tailwind's max-w-7xl), so six columns stay card-sized on big screens. */
export const GRID_MAX_WIDTH = 1280;
const GRID_PADDING_X = 16;
/** From this viewport width the gap between cards widens from 12 to 16 px. */
const WIDE_GAP_MIN_WIDTH = 640;

/** Columns by viewport width, widest first. */
const COLUMN_BREAKPOINTS: readonly { minWidth: number; columns: number }[] = [
  { minWidth: 1200, columns: 6 },
  { minWidth: 1000, columns: 5 },
  { minWidth: 768, columns: 4 },
  { minWidth: 520, columns: 3 },
  { minWidth: 0, columns: 2 },
];

/** How many columns and how wide a gap the grid has at a viewport width. */
export function describeGridColumns(viewportWidth: number): { columns: number; gap: number } {
  const columns =
    COLUMN_BREAKPOINTS.find((breakpoint) => viewportWidth >= breakpoint.minWidth)?.columns ?? 2;
  return { columns, gap: viewportWidth >= WIDE_GAP_MIN_WIDTH ? 16 : 12 };
}

/** The grid's content width: the viewport's, up to the maximum, less the side padding. */
export function measureGridContentWidth(viewportWidth: number): number {
  return Math.min(viewportWidth, GRID_MAX_WIDTH) - 2 * GRID_PADDING_X;
}

/** A viewport width from which the grid's columns or gap change, and what they become there. */
export interface GridStep {
  minWidth: number;
  columns: number;
  gap: number;
}

/**
 * Every viewport width at which the grid's columns or gap change, narrowest first: the client's
 * layout, the images' `sizes` and the server's first screen (its grid's media queries) follow
 * the same steps.
 */
export const GRID_STEPS: readonly GridStep[] = [
  ...new Set([WIDE_GAP_MIN_WIDTH, ...COLUMN_BREAKPOINTS.map((breakpoint) => breakpoint.minWidth)]),
]
  .sort((a, b) => a - b)
  .map((minWidth) => ({ minWidth, ...describeGridColumns(minWidth) }));

/**
 * The `sizes` of the grid's images: for each range of viewport widths, the card's width as the
 * browser computes it from `100vw`. The grid's images and the first screen's preload both carry
 * it, so the browser picks the same file from the same `srcset` for both and downloads it once.
 */
export const CARD_GRID_IMAGE_SIZES: string = [
  { minWidth: GRID_MAX_WIDTH, ...describeGridColumns(GRID_MAX_WIDTH) },
  ...[...GRID_STEPS].reverse(),
]
  .map(({ minWidth, columns, gap }) => {
    const width =
      minWidth >= GRID_MAX_WIDTH
        ? `${Math.ceil((measureGridContentWidth(minWidth) - gap * (columns - 1)) / columns)}px`
        : `calc((100vw - ${2 * GRID_PADDING_X + gap * (columns - 1)}px) / ${columns})`;
    return minWidth === 0 ? width : `(min-width: ${minWidth}px) ${width}`;
  })
  .join(', ');

/**
 * The deck builder's grid (SPEC §2 'Fabrica de tech'), which shares the page with 'Mazo Actual':
 * its columns follow its own width, widest first. The client lays it out with them; the server's
 * first screen of a shared deck (its grid's container queries) follows the same steps.
 */
const BUILDER_COLUMN_BREAKPOINTS: readonly { minWidth: number; columns: number }[] = [
  { minWidth: 1100, columns: 6 },
  { minWidth: 840, columns: 5 },
  { minWidth: 620, columns: 4 },
  { minWidth: 420, columns: 3 },
  { minWidth: 0, columns: 2 },
];
/** From this grid width the builder's gap between cards widens from 12 to 16 px. */
const BUILDER_WIDE_GAP_MIN_WIDTH = 600;

/** How many columns and how wide a gap the builder's grid has at its own width. */
export function describeBuilderGridColumns(gridWidth: number): { columns: number; gap: number } {
  const columns =
    BUILDER_COLUMN_BREAKPOINTS.find((breakpoint) => gridWidth >= breakpoint.minWidth)?.columns ?? 2;
  return { columns, gap: gridWidth >= BUILDER_WIDE_GAP_MIN_WIDTH ? 16 : 12 };
}

/** Every grid width at which the builder's columns or gap change, narrowest first. */
export const BUILDER_GRID_STEPS: readonly GridStep[] = [
  ...new Set([
    BUILDER_WIDE_GAP_MIN_WIDTH,
    ...BUILDER_COLUMN_BREAKPOINTS.map((breakpoint) => breakpoint.minWidth),
  ]),
]
  .sort((a, b) => a - b)
  .map((minWidth) => ({ minWidth, ...describeBuilderGridColumns(minWidth) }));

/** From this viewport width (Tailwind's lg) 'Mazo Actual' is a side panel beside the grid. */
export const DECK_PANEL_BESIDE_MIN_WIDTH = 1024;
/** From this viewport width (Tailwind's sm) the builder's frame and workspace pad wider. */
const BUILDER_WIDE_PADDING_MIN_WIDTH = 640;
/** The side panel's width (w-80) and the gap beside it (gap-4). */
const DECK_PANEL_AND_GAP = 320 + 16;

/**
 * The builder's grid width at a viewport width, as its frame and workspace lay it out (the
 * frame's `px-2 sm:px-4` inside `max-w-7xl`, its 1 px border, the workspace's `p-3 sm:p-4`, and
 * from lg the side panel): where the page cannot be measured yet.
 */
export function measureBuilderGridWidth(viewportWidth: number): number {
  const padding = viewportWidth >= BUILDER_WIDE_PADDING_MIN_WIDTH ? 16 + 16 : 8 + 12;
  const panel = viewportWidth >= DECK_PANEL_BESIDE_MIN_WIDTH ? DECK_PANEL_AND_GAP : 0;
  return Math.min(viewportWidth, GRID_MAX_WIDTH) - 2 * padding - 2 - panel;
}

/**
 * The `sizes` of the builder grid's first image: the card's width at each range of viewport
 * widths, from measureBuilderGridWidth and the builder's steps. The app's first tile and the
 * server's drawn first screen of a shared deck both carry it, so the browser picks the same file
 * from the same `srcset` for both and downloads it once.
 */
export const BUILDER_GRID_IMAGE_SIZES: string = (() => {
  // Where the grid's width as a function of the viewport's changes shape, and where it crosses a
  // step of the builder's columns or gap within each piece.
  const pieces = [0, BUILDER_WIDE_PADDING_MIN_WIDTH, DECK_PANEL_BESIDE_MIN_WIDTH, GRID_MAX_WIDTH];
  const starts = new Set(pieces);
  pieces.forEach((start, index) => {
    const end = pieces[index + 1] ?? Infinity;
    const offset = start - measureBuilderGridWidth(start);
    for (const step of BUILDER_GRID_STEPS.filter(({ minWidth }) => minWidth > 0)) {
      const viewportWidth = step.minWidth + offset;
      if (viewportWidth > start && viewportWidth < end && start < GRID_MAX_WIDTH) {
        starts.add(viewportWidth);
      }
    }
  });
  return [...starts]
    .sort((a, b) => b - a)
    .map((minWidth) => {
      const gridWidth = measureBuilderGridWidth(minWidth);
      const { columns, gap } = describeBuilderGridColumns(gridWidth);
      const offset = minWidth - gridWidth + gap * (columns - 1);
      const width =
        minWidth >= GRID_MAX_WIDTH
          ? `${Math.ceil((gridWidth - gap * (columns - 1)) / columns)}px`
          : `calc((100vw - ${offset}px) / ${columns})`;
      return minWidth === 0 ? width : `(min-width: ${minWidth}px) ${width}`;
    })
    .join(', ');
})();

/** What a grid tile puts in its `img`: the address, and for our own images every width. */
export interface GridImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The image a grid tile shows for a card's `ruta_completa`, or null for the drawn placeholder
 * (none, or an address that is not safe to load). Our own images come as thumbnails in every
 * width with the grid's `sizes`; another host's as they are.
 */
export function describeGridImage(url: string | null): GridImage | null {
  if (url === null || !isSafeImageUrl(url)) return null;
  if (!isOwnImageUrl(url)) return { src: url };
  return {
    src: toThumbnailUrl(url, 240),
    srcSet: toThumbnailSrcSet(url),
    sizes: CARD_GRID_IMAGE_SIZES,
  };
}

/**
 * The attribute the server's drawing of a card grid carries (issue 19). The app's grid takes the
 * drawing's place, so at its first render, while the page still shows the drawing, it reads its
 * distance from the top of the document there instead of laying out the page it has just
 * committed.
 */
export const DRAWN_GRID_ATTRIBUTE = 'data-drawn-grid';
