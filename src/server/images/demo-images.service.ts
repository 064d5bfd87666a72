import { stat } from 'node:fs/promises';
import path from 'node:path';
import { imageFileParamsSchema } from '../../contract/image-requests';
import type { ThumbnailWidth } from '../../contract/images';
import { createSourceFingerprints, createThumbnailRenderer } from './thumbnails';

/** An image file ready to be streamed. */
export interface ImageFile {
  path: string;
  size: number;
  modifiedAt: Date;
}

export type ImageLookup = { ok: true; image: ImageFile } | { ok: false; reason: 'not_found' };

export interface DemoImagesService {
  getImage: (fileName: string, width: ThumbnailWidth | undefined) => Promise<ImageLookup>;
}

async function statFile(filePath: string): Promise<ImageFile | null> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? { path: filePath, size: stats.size, modifiedAt: stats.mtime } : null;
  } catch {
    return null;
  }
}

/** The demo catalogue's images and their thumbnails, cached under `thumbnailDir`. */
export function createDemoImagesService(options: {
  imagesDir: string;
  thumbnailDir: string;
}): DemoImagesService {
  const ensureThumbnail = createThumbnailRenderer();
  const fingerprintOf = createSourceFingerprints();
  return {
    async getImage(fileName, width) {
      if (!imageFileParamsSchema.unwrap().shape.file.safeParse(fileName).success) {
        return { ok: false, reason: 'not_found' };
      }
      const original = await statFile(path.join(options.imagesDir, fileName));
      if (original === null) return { ok: false, reason: 'not_found' };
      if (width === undefined) return { ok: true, image: original };
      const fingerprint = await fingerprintOf(original.path, original);
      const thumbnailPath = path.join(
        options.thumbnailDir,
        'demo',
        String(width),
        fingerprint,
        fileName,
      );
      await ensureThumbnail(original.path, thumbnailPath, width);
      const thumbnail = await statFile(thumbnailPath);
      return thumbnail ? { ok: true, image: thumbnail } : { ok: false, reason: 'not_found' };
    },
  };
}
