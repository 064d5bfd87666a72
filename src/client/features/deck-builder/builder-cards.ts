import { useMemo } from 'react';
import type { Card } from '../../../domain/cards/card';
import { readFirstScreen } from '../../lib/first-screen';
import type { DraftDeck } from './draft-deck-store';

/**
 * The cards the builder works with: the whole catalogue, or until it arrives, those a shared
 * deck's page brought (contract/first-screen.ts): the grid's first cards and the deck's, with
 * every card sharing a name with them.
 */
export interface BuilderCards {
  /** The grid's cards before any filter: the catalogue, or its first cards. */
  grid: readonly Card[];
  /** How many cards the catalogue has. */
  total: number;
  /** Every card at hand: the deck resolves its ids and the rules look reprints up here. */
  all: readonly Card[];
  /** The same, by id. */
  byId: ReadonlyMap<number, Card>;
  /** False while only the page's cards are here: a search, a filter or an import waits. */
  isComplete: boolean;
}

function indexById(cards: readonly Card[]): Map<number, Card> {
  return new Map(cards.map((card) => [card.id, card]));
}

let pageCards: BuilderCards | null | undefined;

/**
 * A shared deck's page's cards (contract/first-screen.ts), made once, as the page is read once;
 * null on any other page.
 */
export function readPageCards(): BuilderCards | null {
  if (pageCards !== undefined) return pageCards;
  const firstScreen = readFirstScreen();
  if (firstScreen?.deckCards === undefined) {
    pageCards = null;
    return pageCards;
  }
  const all = [...firstScreen.cards, ...firstScreen.deckCards];
  pageCards = {
    grid: firstScreen.cards,
    total: firstScreen.total,
    all,
    byId: indexById(all),
    isComplete: false,
  };
  return pageCards;
}

/**
 * The builder's cards: the catalogue once `catalogue` has arrived; before that, a shared deck's
 * page's cards, or null on any other page.
 */
export function useBuilderCards(catalogue: readonly Card[] | undefined): BuilderCards | null {
  return useMemo(() => {
    if (catalogue === undefined) return readPageCards();
    const byId = indexById(catalogue);
    return { grid: catalogue, total: catalogue.length, all: catalogue, byId, isComplete: true };
  }, [catalogue]);
}

/**
 * Whether the builder can show `draft` with `cards`: always with the whole catalogue; with a
 * shared deck's page's cards, only a deck all of whose cards are among them (another deck kept
 * in progress waits for the catalogue, or its cards would show as 'no disponible').
 */
export function canShowDeck(cards: BuilderCards, draft: DraftDeck | null): boolean {
  if (cards.isComplete || draft === null) return true;
  return [...draft.cardIds, ...(draft.sideCardIds ?? [])].every((id) => cards.byId.has(id));
}
