import {
  CATALOGUE_PATH,
  CATALOGUE_TITLE,
  DECK_BUILDER_PATH,
  DECK_BUILDER_TITLE,
  DECK_SHARE_PARAM,
  toCardDetailPath,
} from '../contract/first-screen';

export { DECK_SHARE_PARAM, toCardDetailPath };

/**
 * The sections of the app: the five of SPEC §2 and the community's (issue 17), each with its own
 * path so reload, links and back work.
 */
export type SectionId =
  | 'catalogue'
  | 'deck-builder'
  | 'banlist-editor'
  | 'deck-analysis'
  | 'card-review'
  | 'community'
  | 'collection';

export interface Section {
  id: SectionId;
  path: string;
  /** Header title and menu label. */
  title: string;
  /** SPEC §2: the side menu shows the filter panel only in the card viewer and the deck builder. */
  hasFilters: boolean;
}

export const PATHS = {
  home: '/',
  catalogue: CATALOGUE_PATH,
  cardDetailPattern: `${CATALOGUE_PATH}/:id`,
  deckBuilder: DECK_BUILDER_PATH,
  banlistEditor: '/banlists',
  deckAnalysis: '/analisis',
  cardReview: '/revision',
  community: '/comunidad',
  /** A public or unlisted deck's page (issue 17). */
  publicDeckPattern: '/mazo/:id',
  collection: '/coleccion',
} as const;

/** Path of a public or unlisted deck's page. */
export function toPublicDeckPath(id: string): string {
  return `/mazo/${encodeURIComponent(id)}`;
}

/** Path that opens a shared deck in the deck builder, as a copy the receiver can save. */
export function toDeckSharePath(code: string): string {
  return `${PATHS.deckBuilder}?${new URLSearchParams({ [DECK_SHARE_PARAM]: code }).toString()}`;
}

/** In menu order; the card viewer comes first because it is the default section. */
export const SECTIONS: readonly Section[] = [
  { id: 'catalogue', path: PATHS.catalogue, title: CATALOGUE_TITLE, hasFilters: true },
  { id: 'deck-builder', path: PATHS.deckBuilder, title: DECK_BUILDER_TITLE, hasFilters: true },
  {
    id: 'banlist-editor',
    path: PATHS.banlistEditor,
    title: 'Editor de Banlists',
    hasFilters: false,
  },
  { id: 'deck-analysis', path: PATHS.deckAnalysis, title: 'Análisis de Mazos', hasFilters: false },
  { id: 'card-review', path: PATHS.cardReview, title: 'Revisión de Cartas', hasFilters: false },
  { id: 'community', path: PATHS.community, title: 'Mazos de la comunidad', hasFilters: false },
  { id: 'collection', path: PATHS.collection, title: 'Mi colección', hasFilters: false },
];

const [CATALOGUE_SECTION] = SECTIONS as [Section, ...Section[]];

/**
 * The section a path belongs to. A card's detail page belongs to the card viewer, and an unknown
 * path falls back to it (SPEC §2).
 */
export function findSection(pathname: string): Section {
  const path = pathname.startsWith('/mazo/') ? PATHS.community : pathname;
  return SECTIONS.find((section) => path === section.path) ?? CATALOGUE_SECTION;
}

/** The account pages: outside the five sections, reached from the header. */
export const ACCOUNT_PATHS = {
  signIn: '/cuenta/entrar',
  signUp: '/cuenta/registro',
  users: '/cuenta/usuarios',
  /** Admins import the catalogue from a file and download it (issue 14). */
  catalogueAdmin: '/catalogo',
} as const;

const ACCOUNT_PAGE_TITLES: Readonly<Record<string, string>> = {
  [ACCOUNT_PATHS.signIn]: 'Iniciar sesión',
  [ACCOUNT_PATHS.signUp]: 'Crear cuenta',
  [ACCOUNT_PATHS.users]: 'Usuarios',
  [ACCOUNT_PATHS.catalogueAdmin]: 'Catálogo',
};

/** Query parameter naming where to go back after signing in or up: '/cuenta/entrar?volver=/revision'. */
export const RETURN_PARAM = 'volver';

/** Path of an account page that comes back to `returnTo` when done. */
export function toAccountPath(page: string, returnTo: string): string {
  return `${page}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;
}

/**
 * Where to go after signing in: the `volver` parameter when it is a path of this app (never
 * another site, so a crafted link cannot send people away), else the card viewer.
 */
export function readReturnPath(search: string): string {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  const isLocalPath = value !== null && value.startsWith('/') && !value.startsWith('//');
  return isLocalPath && !value.includes('\\') ? value : PATHS.catalogue;
}

/** The header title of a path: its account page, or its section (SPEC §2). */
export function findPageTitle(pathname: string): string {
  return ACCOUNT_PAGE_TITLES[pathname] ?? findSection(pathname).title;
}

/** Whether the path is an account page, outside the sections (it belongs to none of them). */
export function isAccountPage(pathname: string): boolean {
  return Object.values<string>(ACCOUNT_PATHS).includes(pathname);
}

/** The sections whose screen lists the formats as soon as it shows (the builder's picker...). */
const SECTIONS_WITH_FORMATS: ReadonlySet<SectionId> = new Set<SectionId>([
  'deck-builder',
  'banlist-editor',
  'deck-analysis',
  'community',
]);

/**
 * Whether the page at this address needs the official formats (`GET /api/banlists`) as soon as
 * it shows. main.tsx asks for them with the page's scripts there, instead of after the screen's
 * own code has arrived and rendered (issue 19: one round trip less before the builder's first
 * screen).
 */
export function needsFormatsAtOnce(pathname: string): boolean {
  return SECTIONS_WITH_FORMATS.has(findSection(pathname).id) && !isAccountPage(pathname);
}

/**
 * Whether the path shows the card viewer's grid: '/', '/cartas' and unknown paths (SPEC §2), not
 * a card's page nor an account page.
 */
export function showsCardGrid(pathname: string): boolean {
  return (
    findSection(pathname).id === 'catalogue' &&
    !isAccountPage(pathname) &&
    !pathname.startsWith(`${PATHS.catalogue}/`)
  );
}

/** Whether the side menu shows the filter panel: only over a card grid (SPEC §2). */
export function hasFilterPanel(pathname: string): boolean {
  return showsCardGrid(pathname) || findSection(pathname).id === 'deck-builder';
}

/**
 * Whether the page at this address needs the whole catalogue as soon as it shows: the card
 * viewer's grid and a deck share link, which opens a deck in the builder. main.tsx asks for the
 * catalogue before the first render there, so its download does not wait for the render (issue
 * 19).
 */
export function needsCatalogueAtOnce(pathname: string, search: string): boolean {
  if (pathname === PATHS.deckBuilder) return new URLSearchParams(search).has(DECK_SHARE_PARAM);
  return showsCardGrid(pathname);
}
