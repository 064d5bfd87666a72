import {
  BUILDER_GRID_IMAGE_SIZES,
  BUILDER_GRID_STEPS,
  DECK_PANEL_BESIDE_MIN_WIDTH,
  DRAWN_GRID_ATTRIBUTE,
  describeGridImage,
  type GridImage,
} from '../../contract/card-grid-geometry';
import { formatCardCount } from '../../domain/cards/card-count';
import { describeRemaining } from '../../domain/decks/card-availability';
import { escapeMarkup } from '../http/escape-markup';
import {
  DRAWN_TILE_STYLE,
  describeImagePreload,
  drawFirstImage,
  drawImagePlaceholder,
  drawSearchBox,
  drawTileCaption,
} from './drawn-tile-parts';
import type { SharedDeckDrawing, SharedDeckTile } from './shared-deck-drawing';

/**
 * How many of the grid's first cards the page draws: more than the first screen of a phone or a
 * desktop shows. The app's grid, which takes their place, renders the rest.
 */
export const DRAWN_DECK_TILE_COUNT = 12;

/**
 * The drawn page's own rules: the builder's grid lays its columns out by its own width, as the
 * app's does (contract/card-grid-geometry.ts), through container queries on the box around it;
 * 'Mazo Actual' is the bar at the foot of a narrow screen and the panel beside the grid on a wide
 * one, as DeckWorkspace chooses by the viewport's width.
 */
const WORKSPACE_STYLE = [
  '.first-screen-grid-box{container-type:inline-size}',
  '.first-screen-deck-grid{display:grid}',
  ...BUILDER_GRID_STEPS.map(({ minWidth, columns, gap }) => {
    const rule = `.first-screen-deck-grid{grid-template-columns:repeat(${columns},minmax(0,1fr));gap:${gap}px}`;
    return minWidth === 0 ? rule : `@container (min-width:${minWidth}px){${rule}}`;
  }),
  '.first-screen-panel{display:none}',
  `@media (min-width:${DECK_PANEL_BESIDE_MIN_WIDTH}px){.first-screen-panel{display:block}.first-screen-sheet{display:none}}`,
  DRAWN_TILE_STYLE,
].join('');

/** The image the builder's first tile shows: the grid's, sized by the builder's own widths. */
function describeBuilderImage(url: string | null): GridImage | null {
  const image = describeGridImage(url);
  return image?.sizes === undefined ? image : { ...image, sizes: BUILDER_GRID_IMAGE_SIZES };
}

/** A preload of the builder's first image, as its drawn first tile and the app's ask for it. */
export function describeSharedDeckImagePreload(drawing: SharedDeckDrawing): string {
  return describeImagePreload(describeBuilderImage(drawing.tiles[0]?.card.ruta_completa ?? null));
}

// DeckCardTile's buttons (src/client/features/deck-builder/deck-card-tile.tsx: same classes):
// with a mouse they show on hover, on a touch screen always, as − and + of 44 px.
const ACTIONS =
  'pointer-events-none opacity-0 group-hover:pointer-events-auto group-hover:opacity-100 ' +
  'group-focus-within:pointer-events-auto group-focus-within:opacity-100 ' +
  'pointer-coarse:pointer-events-auto pointer-coarse:opacity-100 pointer-coarse:flex-row ' +
  'pointer-coarse:justify-between [@media(hover:none)]:pointer-events-auto [@media(hover:none)]:opacity-100';
const BUTTON =
  'rounded-md px-2 py-1.5 text-center text-xs font-semibold pointer-coarse:grid pointer-coarse:size-11 ' +
  'pointer-coarse:place-items-center pointer-coarse:p-0 pointer-coarse:text-2xl';

function drawButton(label: string, sign: string, classes: string): string {
  return [
    `<div class="${classes} ${BUTTON}">`,
    `<span class="pointer-coarse:hidden">${label}</span>`,
    `<span class="hidden pointer-coarse:inline">${sign}</span>`,
    '</div>',
  ].join('');
}

/**
 * One tile as DeckCardTile draws it: the image box (the first card's image, the placeholder of a
 * card without one), dimmed with its reason when the card cannot be added, the copies in the deck
 * and those still allowed, the buttons only drawn, and the caption.
 */
function drawTile(tile: SharedDeckTile, position: number, total: number): string {
  const { card, copies, remaining, unavailableMessage } = tile;
  const isAvailable = unavailableMessage === null;
  const image = describeBuilderImage(card.ruta_completa);
  const dimmed = isAvailable ? '' : ' opacity-40 grayscale';
  const drawnImage =
    image === null
      ? drawImagePlaceholder('top', dimmed)
      : position === 1
        ? drawFirstImage(image, dimmed)
        : '';
  return [
    `<div role="listitem" aria-setsize="${total}" aria-posinset="${position}" class="first-screen-tile min-w-0">`,
    '<div class="group flex h-full flex-col rounded-lg p-1 transition-colors hover:bg-stone-800/60">',
    '<div class="first-screen-art relative overflow-hidden rounded-md bg-stone-800 shadow-lg ring-1 shadow-black/50 ring-amber-200/10 group-hover:ring-amber-300/50">',
    drawnImage,
    // The ability's ⓘ, only drawn (its 28 px icon 8 px into the 44 px button, under the name).
    '<div aria-hidden="true" class="absolute top-[calc(15%-8px)] right-0 z-10 grid size-11 place-items-center"><span class="grid size-7 place-items-center rounded-full bg-stone-950/80 font-serif text-sm font-bold text-amber-100 italic ring-1 ring-amber-200/50">i</span></div>',
    isAvailable
      ? ''
      : `<p class="absolute inset-x-1.5 top-[28%] rounded-md bg-stone-950/90 px-2 py-1.5 text-center text-xs leading-snug font-semibold text-rose-200 ring-1 ring-rose-300/30">${escapeMarkup(unavailableMessage)}</p>`,
    '<div class="absolute inset-x-0 bottom-0 flex flex-col gap-1.5 bg-linear-to-t from-stone-950 via-stone-950/85 to-transparent p-1.5 pt-5">',
    '<div class="flex flex-wrap items-center gap-1">',
    copies > 0
      ? `<p class="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-stone-950">${copies} en mazo</p>`
      : '',
    `<p class="ml-auto rounded-full bg-stone-950/85 px-2 py-0.5 text-xs font-semibold text-amber-100 ring-1 ring-amber-200/30">${describeRemaining(remaining)}</p>`,
    '</div>',
    `<div aria-hidden="true" class="flex flex-col gap-1.5 transition-opacity ${ACTIONS}">`,
    drawButton(
      'Añadir una copia',
      '+',
      `pointer-coarse:order-2 ${isAvailable ? 'bg-amber-300 text-stone-950' : 'cursor-not-allowed bg-stone-700 text-stone-400'}`,
    ),
    drawButton(
      'Quitar una copia',
      '−',
      `border bg-stone-900/90 pointer-coarse:order-1 ${copies > 0 ? 'border-stone-500 text-stone-100' : 'cursor-not-allowed border-stone-700 text-stone-500'}`,
    ),
    '</div>',
    '</div>',
    '</div>',
    drawTileCaption(card),
    '</div>',
    '</div>',
  ].join('');
}

/** The allies against the format's minimum, as DeckSheet and DeckPanel show them. */
function describeAllies({ allies, minAllies }: SharedDeckDrawing): { text: string; tone: string } {
  if (minAllies <= 0) return { text: String(allies), tone: 'text-stone-100' };
  return {
    text: `${allies} / ${minAllies}`,
    tone: allies >= minAllies ? 'text-emerald-300' : 'text-pink-300',
  };
}

/** DeckSheet's bar at the foot of a narrow screen (BottomSheet's trigger), only drawn. */
function drawSheetBar(drawing: SharedDeckDrawing): string {
  const allies = describeAllies(drawing);
  return [
    '<div aria-hidden="true" class="first-screen-sheet fixed inset-x-0 bottom-0 z-20 border-t border-amber-300/25 bg-stone-900/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgba(0,0,0,0.5)] backdrop-blur">',
    '<div class="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left">',
    '<span class="flex min-w-0 flex-1 items-center gap-3">',
    '<span class="font-serif text-lg text-amber-200">Mazo Actual</span>',
    `<span class="text-lg font-semibold text-stone-100 tabular-nums">${drawing.count}/${drawing.maxCards}</span>`,
    `<span class="ml-auto text-sm text-stone-400">Aliados <span class="font-semibold tabular-nums ${allies.tone}">${allies.text}</span></span>`,
    '</span>',
    '<svg viewBox="0 0 24 24" class="size-6 shrink-0 text-amber-200" fill="none" stroke="currentColor" stroke-width="2">',
    '<path d="M6 15l6-6 6 6" stroke-linecap="round" stroke-linejoin="round" /></svg>',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * The top of DeckPanel beside the grid on a wide screen: the count, the deck's name and format,
 * its allies and gold. The legality and the deck's lines follow with the app.
 */
function drawPanelTop(drawing: SharedDeckDrawing): string {
  const allies = describeAllies(drawing);
  return [
    '<div class="first-screen-panel lg:sticky lg:top-18 lg:max-h-[calc(100dvh-5.5rem)] lg:w-80 lg:shrink-0 lg:overflow-y-auto">',
    '<div class="rounded-xl border border-amber-300/20 bg-stone-900/80 p-4 shadow-xl shadow-black/40">',
    '<div class="flex items-baseline justify-between gap-3">',
    '<h3 class="font-serif text-xl text-amber-200">Mazo Actual</h3>',
    `<p class="text-lg font-semibold text-stone-100 tabular-nums">${drawing.count}/${drawing.maxCards}</p>`,
    '</div>',
    `<p class="mt-1 truncate text-stone-200">${escapeMarkup(drawing.deckName ?? 'Mazo sin nombre')}</p>`,
    `<p class="truncate text-xs text-stone-400">${escapeMarkup(drawing.formatName)}</p>`,
    '<dl class="mt-3 grid grid-cols-2 gap-2 text-sm">',
    '<div class="rounded-md bg-stone-950/60 px-3 py-2">',
    '<dt class="text-xs text-stone-400">Aliados</dt>',
    `<dd class="font-semibold tabular-nums ${allies.tone}">${allies.text}</dd>`,
    '</div>',
    '<div class="rounded-md bg-stone-950/60 px-3 py-2">',
    '<dt class="text-xs text-stone-400">Total de oros</dt>',
    `<dd class="font-semibold text-stone-100 tabular-nums">${drawing.gold}</dd>`,
    '</div>',
    '</dl>',
    '</div>',
    '</div>',
  ].join('');
}

/**
 * 'Solo mi colección' as OwnedCardsToggle draws it for a visitor whose browser holds no
 * collection yet (a shared link's usual reader), only drawn.
 */
const OWNED_CARDS_TOGGLE = [
  '<div aria-hidden="true" class="flex min-h-11 flex-wrap items-center gap-3 pb-1 text-sm">',
  '<span class="relative h-6 w-11 shrink-0 rounded-full bg-stone-700 opacity-50">',
  '<span class="mt-0.5 block size-5 translate-x-0.5 rounded-full bg-white shadow"></span>',
  '</span>',
  '<span class="text-stone-200">Solo mi colección</span>',
  '<span class="text-xs text-stone-400">Tu colección está vacía: añade cartas desde el catálogo.</span>',
  '</div>',
].join('');

/** DeckCardGrid's hint (deck-shortcuts.ts), shown only with a mouse. */
const SHORTCUT_HINT =
  '<p class="hidden pb-2 text-xs text-stone-400 pointer-fine:block">Atajos: con una carta enfocada, + añade una copia y - quita una.</p>';

/**
 * The builder's first screen for a shared deck, drawn inside its frame (issue 19) as DeckWorkspace
 * draws it once the deck is open: 'Mazo Actual' (the bar on a narrow screen, the panel's top on a
 * wide one), the search box where the app puts it above the grid, 'Solo mi colección', the count,
 * and the grid's first tiles with the deck's copies. A phone paints the deck and the first card's
 * image with the page instead of after the app's code has arrived and run; the app's first render
 * puts its own workspace in the same place.
 */
export function drawSharedDeckWorkspace(drawing: SharedDeckDrawing): string {
  const tiles = drawing.tiles
    .map((tile, index) => drawTile(tile, index + 1, drawing.total))
    .join('');
  return [
    `<style>${WORKSPACE_STYLE}</style>`,
    '<div class="flex flex-col gap-4 p-3 sm:p-4 lg:flex-row-reverse lg:items-start pb-20">',
    drawSheetBar(drawing),
    drawPanelTop(drawing),
    '<div class="min-w-0 flex-1">',
    drawSearchBox('pb-3'),
    OWNED_CARDS_TOGGLE,
    '<div class="flex items-center justify-between gap-3 text-sm text-stone-400 min-h-10 pb-2">',
    `<p>${formatCardCount(drawing.total, drawing.total)}</p>`,
    '</div>',
    '<div class="first-screen-grid-box">',
    SHORTCUT_HINT,
    `<div role="list" aria-label="Cartas" class="first-screen-deck-grid" ${DRAWN_GRID_ATTRIBUTE}>${tiles}</div>`,
    '</div>',
    '</div>',
    '</div>',
  ].join('');
}
