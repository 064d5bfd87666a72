import {
  CARD_ASPECT,
  CARD_CAPTION_HEIGHT,
  GRID_STEPS,
  SEARCH_ABOVE_GRID_BELOW_WIDTH,
  describeGridImage,
  type GridImage,
} from '../../contract/card-grid-geometry';
import { CATALOGUE_TITLE, toCardDetailPath, type FirstScreen } from '../../contract/first-screen';
import type { Card } from '../../domain/cards/card';
import { formatCardCount } from '../../domain/cards/card-count';
import { formatCardType } from '../../domain/cards/card-type-labels';
import { escapeMarkup } from '../http/escape-markup';
import { drawSection } from './page-section';

/**
 * How many of the first screen's cards the page draws: a desktop's first two rows, more than a
 * phone shows. The app's grid, which takes their place, renders the rest.
 */
export const DRAWN_CARD_COUNT = 12;

/** The tile's padding (the link's `p-1`) on each side of its image. */
const TILE_PADDING = 4;

/**
 * The drawn page's own rules (the app's stylesheet only holds the classes the app's code uses):
 * the grid's columns and gaps at the same viewport widths as the app's, each image as tall as the
 * app's fixed row height leaves it, so the drawn tiles stand where the app's will, and the search
 * box only where the app puts it above the grid (contract/card-grid-geometry.ts).
 */
const GRID_STYLE = [
  ...GRID_STEPS.map(({ minWidth, columns, gap }) => {
    const rule = `.first-screen-grid{grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${gap}px}`;
    return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`;
  }),
  '.first-screen-grid{display:grid}',
  '.first-screen-tile{container-type:inline-size}',
  `.first-screen-art{height:calc(100cqw * ${CARD_ASPECT} - ${2 * TILE_PADDING}px)}`,
  `@media (min-width:${SEARCH_ABOVE_GRID_BELOW_WIDTH}px){.first-screen-search{display:none}}`,
].join('');

/**
 * The card viewer's search box above the grid on a narrow screen (QuerySearchField with its help
 * button, in src/client/ui/query-search-field.tsx: same classes), only drawn like the header's
 * menu icon: what a player would type before the app's code arrives would be lost when the app's
 * own box takes its place. On a wider screen the box lives in the side menu, as in the app.
 */
const SEARCH_BOX = [
  '<div aria-hidden="true" class="first-screen-search pt-3">',
  '<div class="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase">Buscar cartas</div>',
  '<div class="flex gap-2">',
  '<div class="min-w-0 flex-1 rounded-md border border-stone-700 bg-stone-950 px-3 py-2 text-stone-500">Buscar por nombre...</div>',
  '<div class="grid size-11 shrink-0 place-items-center rounded-md border border-stone-700 bg-stone-950 font-serif text-lg text-amber-200">?</div>',
  '</div>',
  '</div>',
].join('');

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
 * A preload of the first card's image as the grid's first tile asks for it (same `srcset` and
 * `sizes`, so the browser downloads it once): it starts with the page instead of after the
 * scripts, and is most often the page's largest paint. Empty when that card has no image.
 */
export function describeFirstImagePreload(firstScreen: FirstScreen): string {
  const image = describeGridImage(firstScreen.cards[0]?.ruta_completa ?? null);
  if (image === null) return '';
  const attributes = writeImageAttributes(image, ['href', 'imagesrcset', 'imagesizes']);
  return `<link rel="preload" as="image" ${attributes} fetchpriority="high">`;
}

/**
 * What a tile's image box holds: the first card's image (CardImage's, with the same address,
 * srcset and sizes as the page's preload and the app's first tile, so it is downloaded once),
 * CardImage's drawn placeholder for a card without an image it can show, and otherwise nothing
 * yet. The other images wait for the app, as they did before: on a phone's slow network a dozen
 * thumbnails (about 14 KB each) would share it with the first image and the app's code.
 */
function drawImage(card: Card, isFirst: boolean): string {
  const image = describeGridImage(card.ruta_completa);
  if (image === null) {
    return [
      '<div role="img" aria-label="Sin Imagen" class="flex justify-center border border-dashed border-amber-200/25 bg-gradient-to-b from-stone-800 to-stone-900 p-3 text-center font-serif text-sm text-amber-100/80 items-center absolute inset-0 size-full">',
      '<span aria-hidden="true">Sin Imagen</span>',
      '</div>',
    ].join('');
  }
  if (!isFirst) return '';
  const attributes = writeImageAttributes(image, ['src', 'srcset', 'sizes']);
  return `<img alt="" width="63" height="88" ${attributes} loading="eager" fetchpriority="high" decoding="async" class="bg-stone-800 object-cover absolute inset-0 size-full">`;
}

/**
 * One tile as the app's CardTile draws it without a signed-in player: a link to the card's page
 * (it works before the app's code, as a plain page load), its image, name and 'type - edition',
 * and the ⓘ button only drawn, as it does nothing until the app's code arrives.
 */
function drawTile(card: Card, position: number, total: number): string {
  const name = escapeMarkup(card.nombre);
  const detail = escapeMarkup(`${formatCardType(card.tipo)} - ${card.edicion}`);
  return [
    `<div role="listitem" aria-setsize="${total}" aria-posinset="${position}" class="first-screen-tile relative min-w-0">`,
    `<a href="${toCardDetailPath(card.id)}" class="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60">`,
    '<div class="first-screen-art relative overflow-hidden rounded-md bg-stone-800 shadow-lg shadow-black/50 ring-1 ring-amber-200/10 group-hover:ring-amber-300/50">',
    drawImage(card, position === 1),
    '</div>',
    `<div style="height:${CARD_CAPTION_HEIGHT}px" class="overflow-hidden px-1 pt-1">`,
    `<p class="truncate text-sm leading-5 font-semibold text-stone-100">${name}</p>`,
    `<p class="line-clamp-2 text-xs leading-[14px] text-stone-400">${detail}</p>`,
    '</div>',
    '</a>',
    `<div aria-hidden="true" style="bottom:${CARD_CAPTION_HEIGHT}px" class="absolute left-1 grid size-11 place-items-center rounded-full text-amber-100">`,
    '<span class="grid size-7 place-items-center rounded-full font-serif text-sm font-bold italic ring-1 bg-stone-950/80 ring-amber-200/50">i</span>',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * index.html for the card viewer's addresses with the catalogue's first cards drawn in place of
 * the loading line (issue 19): the section's title in the header, the search box on a narrow
 * screen, the count and the grid's first tiles, as the app's CatalogueScreen draws them from the
 * same first screen. A phone paints the first card's image with the page instead of after the
 * app's code (about 130 KB compressed) has arrived and run; the app's first render puts its own
 * grid in the same place. Without the marks or without cards the page is sent as it is.
 */
export function withCatalogueFirstScreen(indexHtml: string, firstScreen: FirstScreen): string {
  const { cards, total } = firstScreen;
  if (cards.length === 0) return indexHtml;
  const tiles = cards
    .slice(0, DRAWN_CARD_COUNT)
    .map((card, index) => drawTile(card, index + 1, total))
    .join('');
  return drawSection(indexHtml, CATALOGUE_TITLE, () =>
    [
      `<style>${GRID_STYLE}</style>`,
      '<div class="mx-auto max-w-7xl px-4 pb-12">',
      SEARCH_BOX,
      '<div class="flex items-center justify-between gap-3 text-sm text-stone-400 min-h-12 py-2">',
      `<p>${formatCardCount(total, total)}</p>`,
      '</div>',
      `<div role="list" aria-label="Cartas" class="first-screen-grid">${tiles}</div>`,
      '</div>',
    ].join(''),
  );
}
