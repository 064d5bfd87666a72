import { IMAGE_PATH_PREFIX } from './api-paths';

/** Widths the server renders thumbnails at; any other `w` is refused. */
export const THUMBNAIL_WIDTHS = [160, 240, 320, 480] as const;
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
