import { cpus } from 'node:os';
import type { Card } from '../../src/domain/cards/card';
import { isOwnImageUrl, THUMBNAIL_WIDTHS, toThumbnailUrl } from '../../src/contract/images';

/** What rendering the thumbnails cost before the measurements started. */
export interface ThumbnailWarmup {
  thumbnails: number;
  /** Addresses whose source image is not there (the demo's cards without an image answer 404). */
  missing: number;
  seconds: number;
}

/**
 * Has the bench's server render every thumbnail of the catalogue's own images, at every width it
 * serves, before a browser measures anything. A server that has been running has them on disk;
 * a fresh data dir renders each one on its first request, on the same cores as the browser. In
 * the desktop filter run that was 1.7 s of sharp's CPU within 3.8 s of filter changes on two
 * cores, and the first thirty changes' median went from 6.8–7.7 ms to 11.2 ms (issue 19): the
 * figure timed the bench's server, not the page.
 */
export async function renderEveryThumbnail(
  baseUrl: string,
  cards: readonly Card[],
): Promise<ThumbnailWarmup> {
  const startedAt = performance.now();
  const images = new Set(
    cards.flatMap((card) =>
      card.ruta_completa !== null && isOwnImageUrl(card.ruta_completa) ? [card.ruta_completa] : [],
    ),
  );
  const urls = [...images].flatMap((image) =>
    THUMBNAIL_WIDTHS.map((width) => toThumbnailUrl(image, width)),
  );
  let next = 0;
  let missing = 0;
  // One request per core at a time: the renderer is CPU-bound, more would only queue.
  const worker = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      const url = `${baseUrl}${urls[index]}`;
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 404) missing += 1;
      else if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: cpus().length }, worker));
  return {
    thumbnails: urls.length - missing,
    missing,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
