import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ThumbnailWidth } from '../../contract/images';

const THUMBNAIL_QUALITY = 75;

async function isFresh(thumbnailPath: string, sourceModifiedAt: Date): Promise<boolean> {
  try {
    return (await stat(thumbnailPath)).mtime >= sourceModifiedAt;
  } catch {
    return false;
  }
}

async function renderThumbnail(
  sourcePath: string,
  thumbnailPath: string,
  width: ThumbnailWidth,
): Promise<void> {
  await mkdir(path.dirname(thumbnailPath), { recursive: true });
  // Written aside and renamed, so a reader never streams a half-written file.
  const partialPath = `${thumbnailPath}.${randomUUID()}.partial`;
  try {
    await sharp(sourcePath)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toFile(partialPath);
    await rename(partialPath, thumbnailPath);
  } finally {
    await rm(partialPath, { force: true });
  }
}

/**
 * Makes sure a WebP thumbnail of the source exists on disk, rendering it only when it is missing
 * or older than the source; concurrent requests for the same thumbnail share one rendering.
 */
export function createThumbnailRenderer(): (
  sourcePath: string,
  sourceModifiedAt: Date,
  thumbnailPath: string,
  width: ThumbnailWidth,
) => Promise<void> {
  const inFlight = new Map<string, Promise<void>>();
  return async (sourcePath, sourceModifiedAt, thumbnailPath, width) => {
    if (await isFresh(thumbnailPath, sourceModifiedAt)) return;
    const running = inFlight.get(thumbnailPath);
    if (running) return running;
    const rendering = renderThumbnail(sourcePath, thumbnailPath, width).finally(() =>
      inFlight.delete(thumbnailPath),
    );
    inFlight.set(thumbnailPath, rendering);
    return rendering;
  };
}
