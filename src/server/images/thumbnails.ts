import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ThumbnailWidth } from '../../contract/images';

const THUMBNAIL_QUALITY = 75;

async function exists(filePath: string): Promise<boolean> {
  return access(filePath).then(
    () => true,
    () => false,
  );
}

/**
 * A short digest of each source image's bytes, worked out again only when the file's size or
 * modification time moves. Thumbnails are kept under it, so a thumbnail always belongs to the
 * bytes it was made from: every instance serves the same image for one URL, whatever the clocks
 * and copies of their files say.
 */
export function createSourceFingerprints(): (
  sourcePath: string,
  source: { size: number; modifiedAt: Date },
) => Promise<string> {
  const known = new Map<string, { size: number; modifiedAtMs: number; fingerprint: string }>();
  return async (sourcePath, source) => {
    const kept = known.get(sourcePath);
    const modifiedAtMs = source.modifiedAt.getTime();
    if (kept?.size === source.size && kept.modifiedAtMs === modifiedAtMs) return kept.fingerprint;
    const fingerprint = createHash('sha256')
      .update(await readFile(sourcePath))
      .digest('hex')
      .slice(0, 16);
    known.set(sourcePath, { size: source.size, modifiedAtMs, fingerprint });
    return fingerprint;
  };
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
    // From its bytes, not its name: libvips keeps files it opened by name, and would go on
    // reading the old image after a new one replaced it.
    await sharp(await readFile(sourcePath))
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toFile(partialPath);
    await rename(partialPath, thumbnailPath);
  } finally {
    await rm(partialPath, { force: true });
  }
}

/**
 * Makes sure a WebP thumbnail of the source exists on disk at `thumbnailPath` (a path named by the
 * source's fingerprint), rendering it only when it is missing; concurrent requests for the same
 * thumbnail share one rendering.
 */
export function createThumbnailRenderer(): (
  sourcePath: string,
  thumbnailPath: string,
  width: ThumbnailWidth,
) => Promise<void> {
  const inFlight = new Map<string, Promise<void>>();
  return async (sourcePath, thumbnailPath, width) => {
    if (await exists(thumbnailPath)) return;
    const running = inFlight.get(thumbnailPath);
    if (running) return running;
    const rendering = renderThumbnail(sourcePath, thumbnailPath, width).finally(() =>
      inFlight.delete(thumbnailPath),
    );
    inFlight.set(thumbnailPath, rendering);
    return rendering;
  };
}
