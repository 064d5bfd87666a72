import sharp from 'sharp';
import { IMAGE_PATH_PREFIX } from '../../contract/api-paths';
import type { ThumbnailWidth } from '../../contract/images';
import type { Card } from '../../domain/cards/card';
import type { DemoImagesService } from '../images/demo-images.service';
import { TILE_HEIGHT, TILE_WIDTH, type TileArt } from './deck-image-layout';

const OWN_IMAGE_PREFIX = `${IMAGE_PATH_PREFIX}demo/`;

/** The grid's thumbnail width: the cached file the catalogue already made is the one reused. */
const SOURCE_WIDTH: ThumbnailWidth = 240;

/** The file name of a card image this server holds, or null for none or another site's. */
function readOwnImageFile(card: Card): string | null {
  const url = card.ruta_completa;
  if (url === null || !url.startsWith(OWN_IMAGE_PREFIX)) return null;
  return url.slice(OWN_IMAGE_PREFIX.length).split(/[?#]/u)[0] ?? null;
}

/**
 * A card's tile from the server's own cached thumbnail (`/images/demo/…?w=240`, rendered and
 * cached by the images service on first use), cut to the tile's size. A card without an image of
 * ours, or whose image cannot be read, gets the 'Sin Imagen' placeholder: the image never waits
 * on another site.
 */
export async function loadTileArt(card: Card | null, images: DemoImagesService): Promise<TileArt> {
  if (card === null) return { kind: 'unavailable' };
  const file = readOwnImageFile(card);
  if (file === null) return { kind: 'no-image' };
  const lookup = await images.getImage(file, SOURCE_WIDTH);
  if (!lookup.ok) return { kind: 'no-image' };
  try {
    const image = await sharp(lookup.image.path)
      .resize({ width: TILE_WIDTH, height: TILE_HEIGHT, fit: 'cover' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    return { kind: 'thumbnail', image };
  } catch {
    // A damaged or vanished thumbnail is a missing image, not a failed deck image.
    return { kind: 'no-image' };
  }
}
