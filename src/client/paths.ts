/** The five sections of the app (SPEC §2), each with its own path so reload, links and back work. */
export type SectionId =
  'catalogue' | 'deck-builder' | 'banlist-editor' | 'deck-analysis' | 'card-review';

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
  catalogue: '/cartas',
  cardDetailPattern: '/cartas/:id',
  deckBuilder: '/mazos',
  banlistEditor: '/banlists',
  deckAnalysis: '/analisis',
  cardReview: '/revision',
} as const;

/** Path of one card's detail page. */
export function toCardDetailPath(id: number): string {
  return `${PATHS.catalogue}/${id}`;
}

/** In menu order; the card viewer comes first because it is the default section. */
export const SECTIONS: readonly Section[] = [
  { id: 'catalogue', path: PATHS.catalogue, title: 'Visor de Cartas', hasFilters: true },
  { id: 'deck-builder', path: PATHS.deckBuilder, title: 'Fabrica de tech', hasFilters: true },
  {
    id: 'banlist-editor',
    path: PATHS.banlistEditor,
    title: 'Editor de Banlists',
    hasFilters: false,
  },
  { id: 'deck-analysis', path: PATHS.deckAnalysis, title: 'Análisis de Mazos', hasFilters: false },
  { id: 'card-review', path: PATHS.cardReview, title: 'Revisión de Cartas', hasFilters: false },
];

const [CATALOGUE_SECTION] = SECTIONS as [Section, ...Section[]];

/**
 * The section a path belongs to. A card's detail page belongs to the card viewer, and an unknown
 * path falls back to it (SPEC §2).
 */
export function findSection(pathname: string): Section {
  return SECTIONS.find((section) => pathname === section.path) ?? CATALOGUE_SECTION;
}

/** Whether the side menu shows the filter panel: only over a card grid (SPEC §2), not on a card's page. */
export function hasFilterPanel(pathname: string): boolean {
  return findSection(pathname).hasFilters && !pathname.startsWith(`${PATHS.catalogue}/`);
}
