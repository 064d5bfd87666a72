import { API_PATHS } from '../../contract/api-paths';

/**
 * The app's pages that show the catalogue from their first paint: the card viewer ('/' and
 * '/cartas', client/paths.ts) and the deck builder opening a shared deck ('/mazos?mazo=…').
 * The builder's format picker alone needs no catalogue (ADR 0026), so '/mazos' announces none.
 */
const CATALOGUE_PAGES = new Set(['/', '/cartas']);
const DECK_BUILDER_PAGE = '/mazos';
const DECK_SHARE_PARAM = 'mazo';

/**
 * `Link` header values for a page of the app: what it will fetch first, announced with its HTML
 * so the browser downloads it while the scripts load, instead of after they ran (the catalogue
 * was the end of a chain HTML → scripts → worker script → /api/cards). The client fetches it
 * with a plain GET from the page (lib/catalogue-worker-client.ts), which uses this answer.
 */
export function listPagePreloads(url: string): string[] {
  const [pathname = '', query = ''] = url.split('?');
  const opensSharedDeck =
    pathname === DECK_BUILDER_PAGE && new URLSearchParams(query).has(DECK_SHARE_PARAM);
  if (!CATALOGUE_PAGES.has(pathname) && !opensSharedDeck) return [];
  return [`<${API_PATHS.cards}>; rel=preload; as=fetch; crossorigin`];
}
