import { IMAGE_PATH_PREFIX } from './api-paths';

/**
 * Widths the server renders thumbnails at; any other `w` is refused. A phone's two-column grid
 * gives a tile 160–195 CSS px, which at 1.75–2× density asks for 280–390 px: 400 serves it with
 * a third fewer bytes than 480 (issue 19).
 */
export const THUMBNAIL_WIDTHS = [160, 240, 320, 400, 480] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** Whether an image URL points at the app's own image store (served and resized by our server). */
export function isOwnImageUrl(url: string): boolean {
  return url.startsWith(IMAGE_PATH_PREFIX);
}

/**
 * URL of a small WebP thumbnail for one of the app's own images; third-party URLs are returned
 * unchanged because our server does not proxy them.
 */
export function toThumbnailUrl(url: string, width: ThumbnailWidth): string {
  return isOwnImageUrl(url) ? `${url}?w=${width}` : url;
}

/** The address without its query string (a thumbnail's `?w=`). */
function removeQuery(url: string): string {
  return url.split('?')[0] ?? url;
}

/**
 * `srcset` of one of our own images: every width the server renders, so the browser picks the
 * smallest file that fills its slot at the screen's density. The URL's own `?w=` is ignored.
 */
export function toThumbnailSrcSet(url: string): string {
  const original = removeQuery(url);
  return THUMBNAIL_WIDTHS.map((width) => `${toThumbnailUrl(original, width)} ${width}w`).join(', ');
}

/**
 * The thumbnail width for a slot of `slotWidth` CSS px on a screen of `pixelRatio`: the smallest
 * that fills it, or the largest there is. The same choice a browser makes from
 * toThumbnailSrcSet for that slot.
 */
export function pickThumbnailWidth(slotWidth: number, pixelRatio: number): ThumbnailWidth {
  const needed = slotWidth * pixelRatio;
  return THUMBNAIL_WIDTHS.find((width) => width >= needed) ?? THUMBNAIL_WIDTHS.at(-1) ?? 480;
}

/**
 * One thumbnail address of our own image for a slot (the URL's own `?w=` is ignored); another
 * host's address as it is.
 */
export function toSlotThumbnailUrl(url: string, slotWidth: number, pixelRatio: number): string {
  if (!isOwnImageUrl(url)) return url;
  return toThumbnailUrl(removeQuery(url), pickThumbnailWidth(slotWidth, pixelRatio));
}
