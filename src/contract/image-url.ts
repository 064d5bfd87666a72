import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { hasForbiddenCharacters, TEXT_MAX_LENGTH } from './input-bounds';

/** Any origin will do: it only tells a path under the app from one that leaves it. */
const PROBE_ORIGIN = 'http://grimorio.invalid';

/**
 * Whether an image address is safe to store and to put in `img src`: an absolute http or https
 * URL, or a path under the app (one leading '/'). Anything else is refused as written, with no
 * trimming: `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` (and `/\host`, which
 * browsers read the same way), and text with leading spaces or control characters.
 */
export function isSafeImageUrl(url: string): boolean {
  if (url.length === 0 || url.length > TEXT_MAX_LENGTH.url || url.trim() !== url) return false;
  // Browsers drop tabs and newlines inside a URL, so they could hide a scheme or a second '/'.
  if (/[\t\n\r]/u.test(url) || hasForbiddenCharacters(url)) return false;
  if (/^https?:\/\//iu.test(url)) {
    try {
      const parsed = new URL(url);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.host !== '';
    } catch {
      return false;
    }
  }
  if (!url.startsWith('/')) return false;
  // A path whose second character is neither '/' nor '\' stays under the app (the parser's
  // answer, without parsing: a grid tile asks this for each card it shows).
  if (url[1] !== '/' && url[1] !== '\\') return true;
  try {
    // The URL parser reads '//', '/\' and tabs or newlines between them as another host.
    return new URL(url, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export const IMAGE_URL_PROBLEM =
  'debe ser una URL http o https, o una ruta de la aplicación que empiece por «/»';

/** An image address as the API stores it (`ruta_completa`, the AI's image URL). */
export const imageUrlSchema = builtOnFirstUse(() =>
  z.string().max(TEXT_MAX_LENGTH.url).refine(isSafeImageUrl, { message: IMAGE_URL_PROBLEM }),
);
