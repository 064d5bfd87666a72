import { escapeMarkup } from '../http/escape-markup';
import {
  CAPTION_HEIGHT,
  FOOTER_HEIGHT,
  MARGIN,
  TILE_HEIGHT,
  TILE_WIDTH,
  type DeckImageContent,
  type DeckImageLayout,
  type PlacedTile,
} from './deck-image-layout';

/**
 * Families any Debian machine with chromium has (fonts-dejavu), then the generic ones: the image
 * never depends on a font that may be missing, only on how it looks.
 */
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";

const COLOURS = {
  background: '#1c1917',
  title: '#fde68a',
  text: '#e7e5e4',
  muted: '#a8a29e',
  rule: '#78716c',
  tile: '#292524',
  tileBorder: '#57534e',
  badge: '#fcd34d',
  badgeText: '#1c1917',
} as const;

/**
 * Average advance of a character, in ems, a little over DejaVu's: text is measured without the
 * font, so the estimate errs on the wide side and a fitted line never overflows.
 */
const EM_PER_CHARACTER = { regular: 0.6, bold: 0.68 } as const;

/** The text, cut with '…' so it fits `maxWidth` at `fontSize` (one line, spaces collapsed). */
export function fitText(
  text: string,
  maxWidth: number,
  fontSize: number,
  weight: keyof typeof EM_PER_CHARACTER = 'regular',
): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  const characters = [...line];
  const fitting = Math.max(1, Math.floor(maxWidth / (fontSize * EM_PER_CHARACTER[weight])));
  if (characters.length <= fitting) return line;
  return `${characters
    .slice(0, fitting - 1)
    .join('')
    .trimEnd()}…`;
}

/** The largest size from `sizes` at which the whole text fits, or the smallest (then cut). */
function chooseFontSize(text: string, maxWidth: number, sizes: readonly number[]): number {
  const length = [...text].length;
  const fitting = sizes.find((size) => length * size * EM_PER_CHARACTER.bold <= maxWidth);
  return fitting ?? sizes[sizes.length - 1]!;
}

function drawText(
  text: string,
  attributes: { x: number; y: number; size: number; family: string; fill: string } & {
    weight?: 'bold';
    anchor?: 'middle' | 'end';
  },
): string {
  const { x, y, size, family, fill, weight, anchor } = attributes;
  const extra = `${weight ? ` font-weight="${weight}"` : ''}${anchor ? ` text-anchor="${anchor}"` : ''}`;
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" fill="${fill}"${extra}>${escapeMarkup(text)}</text>`;
}

/** A tile with no picture: a framed card shape reading why ('Sin Imagen', 'No disponible'). */
function drawPlaceholder(tile: PlacedTile): string {
  const isUnavailable = tile.art.kind === 'unavailable';
  const centre = tile.x + TILE_WIDTH / 2;
  const middle = tile.y + TILE_HEIGHT / 2;
  return [
    `<rect x="${tile.x + 1}" y="${tile.y + 1}" width="${TILE_WIDTH - 2}" height="${TILE_HEIGHT - 2}" rx="8" fill="${COLOURS.tile}" stroke="${COLOURS.tileBorder}" stroke-width="2" stroke-dasharray="6 4"/>`,
    drawText(isUnavailable ? 'No disponible' : 'Sin Imagen', {
      x: centre,
      y: middle,
      size: 17,
      family: SERIF,
      fill: COLOURS.text,
      anchor: 'middle',
    }),
    isUnavailable
      ? drawText('(ya no está en el catálogo)', {
          x: centre,
          y: middle + 22,
          size: 10,
          family: SANS,
          fill: COLOURS.muted,
          anchor: 'middle',
        })
      : '',
  ].join('');
}

function drawCaption(tile: PlacedTile): string {
  return drawText(fitText(tile.label, TILE_WIDTH, 13), {
    x: tile.x + TILE_WIDTH / 2,
    y: tile.y + TILE_HEIGHT + CAPTION_HEIGHT - 8,
    size: 13,
    family: SANS,
    fill: COLOURS.text,
    anchor: 'middle',
  });
}

/**
 * Everything under the thumbnails: background, title, subtitle, group headings, placeholders and
 * captions. The thumbnails are composited over it, then the badges (badgesSvg).
 */
export function drawBackgroundSvg(content: DeckImageContent, layout: DeckImageLayout): string {
  const textWidth = layout.width - 2 * MARGIN;
  const titleSize = chooseFontSize(content.title, textWidth, [46, 40, 34, 28]);
  const parts = [
    `<rect width="${layout.width}" height="${layout.height}" fill="${COLOURS.background}"/>`,
    drawText(fitText(content.title, textWidth, titleSize, 'bold'), {
      x: MARGIN,
      y: 78,
      size: titleSize,
      family: SERIF,
      fill: COLOURS.title,
      weight: 'bold',
    }),
    drawText(fitText(content.subtitle, textWidth, 24), {
      x: MARGIN,
      y: 122,
      size: 24,
      family: SANS,
      fill: COLOURS.text,
    }),
    `<rect x="${MARGIN}" y="142" width="${textWidth}" height="2" fill="${COLOURS.rule}"/>`,
    ...layout.headings.map((heading) =>
      drawText(fitText(heading.text, textWidth, 24, 'bold'), {
        x: MARGIN,
        y: heading.y,
        size: 24,
        family: SERIF,
        fill: COLOURS.title,
        weight: 'bold',
      }),
    ),
    ...layout.tiles.map((tile) =>
      tile.art.kind === 'thumbnail' ? drawCaption(tile) : drawPlaceholder(tile) + drawCaption(tile),
    ),
    drawText('Hecho con Grimorio', {
      x: layout.width - MARGIN,
      y: layout.height - FOOTER_HEIGHT / 2 + 6,
      size: 16,
      family: SANS,
      fill: COLOURS.muted,
      anchor: 'end',
    }),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">${parts.join('')}</svg>`;
}

const BADGE = { height: 32, inset: 6, padding: 13, characterWidth: 14 } as const;

/**
 * The copies of each card ('3x') in a badge over the bottom-right corner of its tile, on the
 * card's credits line: the name, cost, art and strength stay visible.
 */
export function drawBadgesSvg(layout: DeckImageLayout): string {
  const badges = layout.tiles.map((tile) => {
    const label = `${tile.count}x`;
    const width = 2 * BADGE.padding + label.length * BADGE.characterWidth;
    const x = tile.x + TILE_WIDTH - width - BADGE.inset;
    const y = tile.y + TILE_HEIGHT - BADGE.height - BADGE.inset;
    return [
      `<rect x="${x}" y="${y}" width="${width}" height="${BADGE.height}" rx="16" fill="${COLOURS.badge}" stroke="${COLOURS.background}" stroke-width="2"/>`,
      drawText(label, {
        x: x + width / 2,
        y: y + 23,
        size: 20,
        family: SANS,
        fill: COLOURS.badgeText,
        weight: 'bold',
        anchor: 'middle',
      }),
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}">${badges.join('')}</svg>`;
}
