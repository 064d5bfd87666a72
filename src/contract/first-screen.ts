import type { Card } from '../domain/cards/card';

/**
 * The card viewer's first screen, written by the server into the page it sends for the grid's
 * addresses (issue 19): the first cards in catalogue order and how many there are. A phone paints
 * real cards without waiting for the whole catalogue (484 KB compressed at 20,000 cards, seconds
 * of poor signal), which it downloads once those cards are on screen.
 */
export interface FirstScreen {
  /** How many cards the whole catalogue has. */
  total: number;
  /** The first cards of the catalogue, in its order: the grid's order without a filter. */
  cards: Card[];
  /**
   * Only in a shared deck's page ('/mazos?mazo=…'): the other cards the builder needs to show that
   * deck and the grid's first cards before the whole catalogue has arrived. They are the deck's
   * cards and every card that shares a name with them or with `cards`: the formats' edition checks
   * recognise a reprint by its name (domain/decks/format-deck-checks.ts).
   */
  deckCards?: Card[];
}

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'primera-pantalla';

/** Six columns by four rows: a desktop's first screen with the row below it; a phone's twice. */
export const FIRST_SCREEN_CARD_COUNT = 24;

/** The card viewer's address. */
export const CATALOGUE_PATH = '/cartas';

/** The card viewer's title (SPEC §2): the header's, in the app and in the page the server draws. */
export const CATALOGUE_TITLE = 'Visor de Cartas';

/** Path of one card's detail page: the grid's links, the app's and the first screen's. */
export function toCardDetailPath(id: number): string {
  return `${CATALOGUE_PATH}/${id}`;
}

/**
 * The addresses the server writes a first screen into: the card viewer's, without a query string
 * (a filter in the address shows other cards first). The client's `showsCardGrid` holds for each.
 */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', CATALOGUE_PATH];

/**
 * The deck builder's address: the server sends its page with the builder's frame and title
 * already drawn (issue 19), whatever its query string (a shared deck).
 */
export const DECK_BUILDER_PATH = '/mazos';

/** The deck builder's title (SPEC §2): its frame's and the header's. */
export const DECK_BUILDER_TITLE = 'Fabrica de tech';

/**
 * The deck builder's lazily loaded module (app.tsx), as Vite's build manifest names it (from
 * src/client): the server preloads its chunks with the builder's page, beside the app's entry.
 */
export const DECK_BUILDER_MODULE = 'features/deck-builder/deck-builder-screen.tsx';

/** Query parameter of a deck share link: '/mazos?mazo=<code>'. */
export const DECK_SHARE_PARAM = 'mazo';

/**
 * The element's text: JSON in which `<` is escaped, so no card text (an imported name holding
 * `</script>`) can end the element early.
 */
export function serializeFirstScreen(firstScreen: FirstScreen): string {
  return JSON.stringify(firstScreen).replace(/</g, '\\u003c');
}
