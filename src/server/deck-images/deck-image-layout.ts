import { DECK_IMAGE_WIDTH } from '../../contract/deck-images';

/** What one tile shows: the card's thumbnail, or a placeholder saying why there is none. */
export type TileArt =
  /** The thumbnail, already cut to TILE_WIDTH × TILE_HEIGHT (any format sharp reads). */
  | { kind: 'thumbnail'; image: Buffer }
  /** The card has no image of this server's own ('Sin Imagen', as the grid shows it). */
  | { kind: 'no-image' }
  /** The id is not in the catalogue (ADR 0015: a removed card stays in saved decks). */
  | { kind: 'unavailable' };

/** One distinct card of the deck with its copies. */
export interface DeckImageEntry {
  label: string;
  count: number;
  art: TileArt;
}

/** A heading ('ALIADO (18)', 'SIDE DECK (15)') and the cards under it, in deck order. */
export interface DeckImageGroup {
  heading: string;
  entries: DeckImageEntry[];
}

export interface DeckImageContent {
  title: string;
  subtitle: string;
  groups: DeckImageGroup[];
}

export interface PlacedTile extends DeckImageEntry {
  x: number;
  y: number;
}

export interface PlacedHeading {
  text: string;
  /** Baseline of the heading. */
  y: number;
}

/** Where everything goes on an image DECK_IMAGE_WIDTH wide and `height` high. */
export interface DeckImageLayout {
  width: number;
  height: number;
  headings: PlacedHeading[];
  tiles: PlacedTile[];
}

export const MARGIN = 30;
export const COLUMNS = 6;
const GAP = 12;
export const TILE_WIDTH = (DECK_IMAGE_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS;
/** Cards are 63 × 88 mm; the demo images are 630 × 880 px. */
export const TILE_HEIGHT = Math.round((TILE_WIDTH * 88) / 63);
/** The card's name under its tile. */
export const CAPTION_HEIGHT = 26;
const ROW_GAP = 14;
/** Title, subtitle and the rule under them. */
export const HEADER_HEIGHT = 160;
const HEADING_HEIGHT = 48;
const GROUP_GAP = 18;
export const FOOTER_HEIGHT = 56;

/**
 * Places the groups one under the other, each a heading over rows of COLUMNS tiles; the image is
 * as high as its content, so a deck of more distinct cards gives a taller image.
 */
export function layOutDeckImage(groups: readonly DeckImageGroup[]): DeckImageLayout {
  const headings: PlacedHeading[] = [];
  const tiles: PlacedTile[] = [];
  let top = HEADER_HEIGHT;
  for (const group of groups) {
    if (group.entries.length === 0) continue;
    headings.push({ text: group.heading, y: top + 30 });
    top += HEADING_HEIGHT;
    group.entries.forEach((entry, index) => {
      const column = index % COLUMNS;
      const row = Math.floor(index / COLUMNS);
      tiles.push({
        ...entry,
        x: Math.round(MARGIN + column * (TILE_WIDTH + GAP)),
        y: top + row * (TILE_HEIGHT + CAPTION_HEIGHT + ROW_GAP),
      });
    });
    const rows = Math.ceil(group.entries.length / COLUMNS);
    top += rows * (TILE_HEIGHT + CAPTION_HEIGHT + ROW_GAP) + GROUP_GAP;
  }
  return { width: DECK_IMAGE_WIDTH, height: top + FOOTER_HEIGHT, headings, tiles };
}
