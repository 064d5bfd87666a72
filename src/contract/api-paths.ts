/** Every HTTP path of the API, shared by client and server. */
export const API_PATHS = {
  health: '/api/health',
  catalogue: '/api/catalogue',
  cards: '/api/cards',
  card: (id: number | string) => `/api/cards/${id}`,
  catalogueExport: '/api/cards/export',
  catalogueImport: '/api/catalogue/import',
  banlists: '/api/banlists',
  editionBlocks: '/api/edition-blocks',
  banlist: (key: string) => `/api/banlists/${encodeURIComponent(key)}`,
  banlistHistory: (key: string) => `/api/banlists/${encodeURIComponent(key)}/history`,
  decks: '/api/decks',
  deck: (id: string) => `/api/decks/${encodeURIComponent(id)}`,
  deckVersions: (id: string) => `/api/decks/${encodeURIComponent(id)}/versions`,
  /** POST: takes the deck out of 'Papelera' (DELETE on `deck` puts it there). */
  deckRestore: (id: string) => `/api/decks/${encodeURIComponent(id)}/restore`,
  /** POST: saves an old version's content again as a new version. */
  deckVersionRestore: (id: string, version: number) =>
    `/api/decks/${encodeURIComponent(id)}/versions/${version}/restore`,
} as const;

/** URL prefix under which the server serves card images (full size and thumbnails). */
export const IMAGE_PATH_PREFIX = '/images/';
