import {
  CARD_ASPECT,
  CARD_CAPTION_HEIGHT,
  SEARCH_ABOVE_GRID_BELOW_WIDTH,
  type GridImage,
} from '../../contract/card-grid-geometry';
import type { Card } from '../../domain/cards/card';
import { formatCardType } from '../../domain/cards/card-type-labels';
import { escapeMarkup } from '../http/escape-markup';

/**
 * What the card viewer's and the builder's first screens, drawn by the server (issue 19), draw
 * alike: as the app's own components draw them (same elements and classes), the controls only
 * drawn, as they do nothing until the app's code has arrived and put its own in their place.
 */

/** The tile's padding (the tile's `p-1`) on each side of its image. */
const TILE_PADDING = 4;

/**
 * Rules of the drawn tiles: each image box as tall as the app's fixed row height leaves it (the
 * tile is its container, so the box follows the tile's width), and the search box only where the
 * app puts it above the grid (contract/card-grid-geometry.ts). The app's stylesheet holds only the
 * classes its code uses, so the drawn page brings these.
 */
export const DRAWN_TILE_STYLE = [
  '.first-screen-tile{container-type:inline-size}',
  `.first-screen-art{height:calc(100cqw * ${CARD_ASPECT} - ${2 * TILE_PADDING}px)}`,
  `@media (min-width:${SEARCH_ABOVE_GRID_BELOW_WIDTH}px){.first-screen-search{display:none}}`,
].join('');

/**
 * The search box above the grid on a narrow screen (QuerySearchField with its help button, in
 * src/client/ui/query-search-field.tsx: same classes), in a wrapper with the screen's own
 * padding, only drawn: what a player typed before the app's code arrives would be lost when the
 * app's own box takes its place. On a wider screen the box lives in the side menu, as in the app.
 */
export function drawSearchBox(paddingClass: string): string {
  return [
    `<div aria-hidden="true" class="first-screen-search ${paddingClass}">`,
    '<div class="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase">Buscar cartas</div>',
    '<div class="flex gap-2">',
    '<div class="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-500">Buscar por nombre...</div>',
    '<div class="grid size-11 shrink-0 place-items-center rounded-md border border-stone-700 bg-stone-950 font-serif text-lg text-amber-200">?</div>',
    '</div>',
    // The line of the search's explanation, kept while it is empty.
    '<div class="mt-1.5 min-h-[1lh] text-sm leading-snug"></div>',
    '</div>',
  ].join('');
}

/**
 * A grid image's address, srcset and sizes as attributes of the given names: an `img`'s, or an
 * image preload's (`href`, `imagesrcset`, `imagesizes`).
 */
function writeImageAttributes(image: GridImage, [src, srcSet, sizes]: readonly string[]): string {
  return [
    `${src}="${escapeMarkup(image.src)}"`,
    image.srcSet === undefined ? '' : ` ${srcSet}="${escapeMarkup(image.srcSet)}"`,
    image.sizes === undefined ? '' : ` ${sizes}="${escapeMarkup(image.sizes)}"`,
  ].join('');
}

/**
 * A preload of a first screen's first image as its tile asks for it (same `srcset` and `sizes`,
 * so the browser downloads it once): it starts with the page instead of after the scripts, and
 * is most often the page's largest paint. Empty without an image.
 */
export function describeImagePreload(image: GridImage | null): string {
  if (image === null) return '';
  const attributes = writeImageAttributes(image, ['href', 'imagesrcset', 'imagesizes']);
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/**
 * The first tile's image as CardImage draws it, with the same address, srcset and sizes as the
 * page's preload and the app's first tile, so it is downloaded once. The other images wait for
 * the app: on a phone's slow network a dozen thumbnails (about 14 KB each) would share it with
 * the first image and the app's code.
 */
export function drawFirstImage(image: GridImage, extraClasses = ''): string {
  const attributes = writeImageAttributes(image, ['src', 'srcset', 'sizes']);
  return `<img alt="" width="63" height="88" ${attributes} loading="eager" fetchpriority="high" decoding="async" class="bg-stone-800 object-cover absolute inset-0 size-full${extraClasses}">`;
}

/**
 * CardImage's drawn placeholder for a card without an image it can show, its label in the middle
 * or near the top (where the builder's badges leave it clear).
 */
export function drawImagePlaceholder(labelAt: 'middle' | 'top', extraClasses = ''): string {
  return [
    `<div role="img" aria-label="Sin Imagen" class="flex justify-center border border-dashed border-amber-200/25 bg-gradient-to-b from-stone-800 to-stone-900 p-3 text-center font-serif text-sm text-amber-100/80 ${labelAt === 'top' ? 'items-start pt-6' : 'items-center'} absolute inset-0 size-full${extraClasses}">`,
    '<span aria-hidden="true">Sin Imagen</span>',
    '</div>',
  ].join('');
}

/** A tile's caption as TileCaption draws it: the name, then 'type - edition'. */
export function drawTileCaption(card: Card): string {
  const name = escapeMarkup(card.nombre);
  const detail = escapeMarkup(`${formatCardType(card.tipo)} - ${card.edicion}`);
  return [
    `<div style="height:${CARD_CAPTION_HEIGHT}px" class="overflow-hidden px-1 pt-1">`,
    `<p class="truncate text-sm leading-5 font-semibold text-stone-100">${name}</p>`,
    `<p class="line-clamp-2 text-xs leading-[14px] text-stone-400">${detail}</p>`,
    '</div>',
  ].join('');
}
