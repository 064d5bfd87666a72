import sharp, { type OverlayOptions } from 'sharp';
import { drawBackgroundSvg, drawBadgesSvg } from './deck-image-svg';
import { layOutDeckImage, type DeckImageContent } from './deck-image-layout';

/** zlib level of the PNG: 6 is barely smaller than 3 on card art and takes twice as long. */
const PNG_COMPRESSION = 3;

/**
 * The deck as a PNG DECK_IMAGE_WIDTH wide: text and placeholders drawn as one SVG, thumbnails
 * composited over it, the count badges over them.
 */
export async function renderDeckImage(content: DeckImageContent): Promise<Buffer> {
  const layout = layOutDeckImage(content.groups);
  const thumbnails: OverlayOptions[] = layout.tiles.flatMap((tile) =>
    tile.art.kind === 'thumbnail' ? [{ input: tile.art.image, left: tile.x, top: tile.y }] : [],
  );
  return sharp(Buffer.from(drawBackgroundSvg(content, layout)))
    .composite([...thumbnails, { input: Buffer.from(drawBadgesSvg(layout)), left: 0, top: 0 }])
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
}
