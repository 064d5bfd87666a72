import type { FirstScreen } from '../../contract/first-screen';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Card } from '../../domain/cards/card';
import type { EditionBlocks } from '../../domain/cards/edition-blocks';
import {
  checkAvailability,
  createAvailabilityContext,
  remainingCopies,
} from '../../domain/decks/card-availability';
import { countAllies, countCopiesById, countGold } from '../../domain/decks/deck';
import type { PortableDeck } from '../../domain/decks/portable-deck';
import { expandSharedDeckCards } from '../../domain/decks/shared-deck-cards';
import { resolveDeckCardIds } from '../../domain/decks/unavailable-cards';

/** One tile of the builder's grid as the deck leaves it. */
export interface SharedDeckTile {
  card: Card;
  /** Copies in the main deck ('N en mazo'). */
  copies: number;
  /** Copies still allowed ('Quedan N'). */
  remaining: number;
  /** Why the card cannot be added (the tile is dimmed); null when it can. */
  unavailableMessage: string | null;
}

/** What the server draws of a shared deck's builder before the app's code arrives (issue 19). */
export interface SharedDeckDrawing {
  deckName: string | null;
  formatName: string;
  /** Cards in the main deck, and the format's most. */
  count: number;
  maxCards: number;
  allies: number;
  /** The format's minimum of allies; 0 when it has none (no guide is shown). */
  minAllies: number;
  gold: number;
  /** How many cards the grid lists: the whole catalogue, as the builder opens unfiltered. */
  total: number;
  tiles: SharedDeckTile[];
}

/**
 * The builder's first screen for a shared deck, worked out by the domain's own rules as the app
 * works it out (use-deck-in-progress.ts): the deck's count, allies and gold in its format, and the
 * grid's first cards with their copies in the deck and those still allowed. The cards are the
 * page's (`firstScreen`), which hold the deck's and every card sharing a name with them. Null
 * when the format is not one of the server's: the visitor's own formats live in their browser,
 * which then shows the deck once the app has read them.
 */
export function describeSharedDeckDrawing(
  deck: PortableDeck,
  firstScreen: FirstScreen,
  banlists: readonly Banlist[],
  editionBlocks: EditionBlocks,
  tileCount: number,
): SharedDeckDrawing | null {
  const banlist = banlists.find((candidate) => candidate.key === deck.format);
  if (banlist === undefined) return null;
  const cards = [...firstScreen.cards, ...(firstScreen.deckCards ?? [])];
  const cardsById = new Map(cards.map((card) => [card.id, card]));
  const readCards = (lines: PortableDeck['cards']) =>
    resolveDeckCardIds(expandSharedDeckCards(lines, cards, cardsById), cardsById).cards;
  const deckCards = readCards(deck.cards);
  const availability = createAvailabilityContext(deckCards, banlist, editionBlocks, {
    side: readCards(deck.side ?? []),
    catalogue: cardsById,
  });
  const copiesById = countCopiesById(deckCards);
  return {
    deckName: deck.name,
    formatName: banlist.name,
    count: deckCards.length,
    maxCards: banlist.rules.maxCard,
    allies: countAllies(deckCards),
    minAllies: banlist.rules.minAllies,
    gold: countGold(deckCards),
    total: firstScreen.total,
    tiles: firstScreen.cards.slice(0, tileCount).map((card) => ({
      card,
      copies: copiesById.get(card.id) ?? 0,
      remaining: remainingCopies(card, availability),
      unavailableMessage: checkAvailability(card, availability).message,
    })),
  };
}
