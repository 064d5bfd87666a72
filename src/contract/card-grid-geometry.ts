import { isSafeImageUrl } from './image-url';
import { isOwnImageUrl, toThumbnailSrcSet, toThumbnailUrl } from './images';

/**
 * The card viewer's grid by viewport width (SPEC §2 'Card viewer': 2 columns on phones up to 6
 * on desktops). The client lays the grid out with it; the server, which writes the first screen
 * into the page (first-screen.ts), preloads the first card's image at the size the grid asks for.
 */

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

/**
 * The `sizes` of the grid's images: for each range of viewport widths, the card's width as the
 * browser computes it from `100vw`. The grid's images and the first screen's preload both carry
 * it, so the browser picks the same file from the same `srcset` for both and downloads it once.
 */
export const CARD_GRID_IMAGE_SIZES: string = (() => {
  const starts = [
    ...new Set([
      GRID_MAX_WIDTH,
      WIDE_GAP_MIN_WIDTH,
      ...COLUMN_BREAKPOINTS.map((breakpoint) => breakpoint.minWidth),
    ]),
  ].sort((a, b) => b - a);
  return starts
    .map((start) => {
      const { columns, gap } = describeGridColumns(start);
      const width =
        start >= GRID_MAX_WIDTH
          ? `${Math.ceil((measureGridContentWidth(start) - gap * (columns - 1)) / columns)}px`
          : `calc((100vw - ${2 * GRID_PADDING_X + gap * (columns - 1)}px) / ${columns})`;
      return start === 0 ? width : `(min-width: ${start}px) ${width}`;
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
