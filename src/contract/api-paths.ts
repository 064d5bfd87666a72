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
  /** PUT `{ visibility }`: private, unlisted or public (owner only). */
  deckVisibility: (id: string) => `/api/decks/${encodeURIComponent(id)}/visibility`,
  /** GET: a public or unlisted deck, for anyone. */
  publicDeck: (id: string) => `/api/public-decks/${encodeURIComponent(id)}`,
  /** GET: 'Mazos de la comunidad', filtered and paged by keyset. */
  communityDecks: '/api/community/decks',
  /** PUT likes, DELETE takes the like back (players). */
  communityDeckLike: (id: string) => `/api/community/decks/${encodeURIComponent(id)}/like`,
  /** PUT `{ hidden }` (admins). */
  communityDeckHidden: (id: string) => `/api/community/decks/${encodeURIComponent(id)}/hidden`,
  /** GET the whole collection; PUT `{ cards, mode }` sets many cards. */
  collection: '/api/collection',
  /** PUT `{ count }` of one card (0 removes it). */
  collectionCard: (cardId: number) => `/api/collection/cards/${cardId}`,
  /** GET: the collection as CSV (`id,nombre,cantidad`). */
  collectionCsv: '/api/collection.csv',
  /** POST: a CSV (`id,nombre,cantidad`) as text; `?mode=merge|replace`. */
  collectionImport: '/api/collection/import',
} as const;

/** URL prefix under which the server serves card images (full size and thumbnails). */
export const IMAGE_PATH_PREFIX = '/images/';
