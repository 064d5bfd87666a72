import {
  CARD_CAPTION_HEIGHT,
  DRAWN_GRID_ATTRIBUTE,
  GRID_STEPS,
  describeGridImage,
} from '../../contract/card-grid-geometry';
import { CATALOGUE_TITLE, toCardDetailPath, type FirstScreen } from '../../contract/first-screen';
import type { Card } from '../../domain/cards/card';
import { formatCardCount } from '../../domain/cards/card-count';
import {
  DRAWN_TILE_STYLE,
  describeImagePreload,
  drawFirstImage,
  drawImagePlaceholder,
  drawSearchBox,
  drawTileCaption,
} from './drawn-tile-parts';
import { drawSection } from './page-section';

/**
 * How many of the first screen's cards the page draws: a desktop's first two rows, more than a
 * phone shows. The app's grid, which takes their place, renders the rest.
 */
export const DRAWN_CARD_COUNT = 12;

/**
 * The drawn page's own rules (the app's stylesheet only holds the classes the app's code uses):
 * the grid's columns and gaps at the same viewport widths as the app's, and the tiles'
 * (drawn-tile-parts.ts), so the drawn tiles stand where the app's will.
 */
const GRID_STYLE = [
  ...GRID_STEPS.map(({ minWidth, columns, gap }) => {
    const rule = `.first-screen-grid{grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${gap}px}`;
    return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`;
  }),
  '.first-screen-grid{display:grid}',
  DRAWN_TILE_STYLE,
].join('');

/**
 * A preload of the first card's image as the grid's first tile asks for it. Empty when that card
 * has no image.
 */
export function describeFirstImagePreload(firstScreen: FirstScreen): string {
  return describeImagePreload(describeGridImage(firstScreen.cards[0]?.ruta_completa ?? null));
}

/**
 * What a tile's image box holds: the first card's image, CardImage's drawn placeholder for a card
 * without an image it can show, and otherwise nothing yet (drawn-tile-parts.ts).
 */
function drawImage(card: Card, isFirst: boolean): string {
  const image = describeGridImage(card.ruta_completa);
  if (image === null) return drawImagePlaceholder('middle');
  return isFirst ? drawFirstImage(image) : '';
}

/**
 * One tile as the app's CardTile draws it without a signed-in player: a link to the card's page
 * (it works before the app's code, as a plain page load), its image, name and 'type - edition',
 * and the ⓘ button only drawn, as it does nothing until the app's code arrives.
 */
function drawTile(card: Card, position: number, total: number): string {
  return [
    `<div role="listitem" aria-setsize="${total}" aria-posinset="${position}" class="first-screen-tile relative min-w-0">`,
    `<a href="${toCardDetailPath(card.id)}" class="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60">`,
    '<div class="first-screen-art relative overflow-hidden rounded-md bg-stone-800 shadow-lg shadow-black/50 ring-1 ring-amber-200/10 group-hover:ring-amber-300/50">',
    drawImage(card, position === 1),
    '</div>',
    drawTileCaption(card),
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
      drawSearchBox('pt-3'),
      '<div class="flex items-center justify-between gap-3 text-sm text-stone-400 min-h-12 py-2">',
      `<p>${formatCardCount(total, total)}</p>`,
      '</div>',
      `<div role="list" aria-label="Cartas" class="first-screen-grid" ${DRAWN_GRID_ATTRIBUTE}>${tiles}</div>`,
      '</div>',
    ].join(''),
  );
}
