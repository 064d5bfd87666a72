import { API_PATHS } from '../../contract/api-paths';

/**
 * The app's pages that show the catalogue from their first paint: the card viewer ('/' and
 * '/cartas', client/paths.ts) and the deck builder opening a shared deck ('/mazos?mazo=…').
 * The builder's format picker alone needs no catalogue (ADR 0026), so '/mazos' announces only
 * the formats.
 */
const CATALOGUE_PAGES = new Set(['/', '/cartas']);
const DECK_BUILDER_PAGE = '/mazos';
const DECK_SHARE_PARAM = 'mazo';

/** A GET the page makes with fetch (same origin, no credentials mode of its own). */
function preloadFetch(apiPath: string): string {
  return `<${apiPath}>; rel=preload; as=fetch; crossorigin`;
}

/**
 * `Link` header values for a page of the app: what it will fetch first, announced with its HTML
 * so the browser downloads it while the scripts load, instead of after they ran. The catalogue
 * was the end of a chain HTML → scripts → worker script → /api/cards; the client now fetches it
 * with a plain GET from the page (lib/catalogue-worker-client.ts), which uses this answer.
 */
export function listPagePreloads(url: string): string[] {
  const [pathname = '', query = ''] = url.split('?');
  const links: string[] = [];
  const opensSharedDeck =
    pathname === DECK_BUILDER_PAGE && new URLSearchParams(query).has(DECK_SHARE_PARAM);
  if (CATALOGUE_PAGES.has(pathname) || opensSharedDeck) links.push(preloadFetch(API_PATHS.cards));
  // The builder lists the formats before anything else (lib/banlist-store.ts).
  if (pathname === DECK_BUILDER_PAGE) links.push(preloadFetch(API_PATHS.banlists));
  return links;
}
