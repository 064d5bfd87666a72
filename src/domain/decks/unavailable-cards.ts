import type { Card } from '../cards/card';

/** Last known name of each card of a deck, by card id as text (a JSON object's keys). */
export type DeckCardNames = Readonly<Record<string, string>>;

/**
 * A card a deck holds that the catalogue no longer has (issue 14): its id, its copies and the
 * name it had when the deck was saved (null for a deck saved before names were kept).
 */
export interface UnavailableDeckCard {
  id: number;
  count: number;
  name: string | null;
}

/** A deck's cards split into those the catalogue has and those it no longer has. */
export interface DeckCardsWithUnavailable {
  /** Playable cards, one per copy, in the deck's own order. */
  cards: Card[];
  /** Cards no longer in the catalogue, in the order they first appear in the deck. */
  unavailable: UnavailableDeckCard[];
}

/**
 * Splits a deck's card ids (one per copy) by the current catalogue (issue 14): ids it has become
 * cards; ids it lacks are kept as unavailable entries with their copies and last known name, so
 * a removed card is never lost from a deck.
 */
export function resolveDeckCardIds(
  cardIds: readonly number[],
  cardsById: ReadonlyMap<number, Card>,
  names: DeckCardNames = {},
): DeckCardsWithUnavailable {
  const cards: Card[] = [];
  const unavailableById = new Map<number, UnavailableDeckCard>();
  for (const id of cardIds) {
    const card = cardsById.get(id);
    if (card) {
      cards.push(card);
      continue;
    }
    const entry = unavailableById.get(id);
    if (entry) entry.count += 1;
    else unavailableById.set(id, { id, count: 1, name: readCardName(names, id) });
  }
  return { cards, unavailable: [...unavailableById.values()] };
}

function readCardName(names: DeckCardNames, id: number): string | null {
  const name = Object.hasOwn(names, String(id)) ? names[String(id)] : undefined;
  return name === undefined || name.trim() === '' ? null : name;
}

/**
 * The ids a deck is stored with (issue 14): one per copy, playable cards in their order, then
 * every copy of each unavailable card, so saving never drops a card the catalogue lost.
 */
export function listDeckCardIds(deck: DeckCardsWithUnavailable): number[] {
  return [
    ...deck.cards.map((card) => card.id),
    ...deck.unavailable.flatMap(({ id, count }) => Array.from({ length: count }, () => id)),
  ];
}

/**
 * The names a deck is stored with (issue 14): each card's catalogue name, and for an
 * unavailable card the name it was saved with, so it can still be shown by name.
 */
export function recordDeckCardNames(deck: DeckCardsWithUnavailable): Record<string, string> {
  const names: Record<string, string> = {};
  for (const card of deck.cards) names[String(card.id)] = card.nombre;
  for (const { id, name } of deck.unavailable) if (name !== null) names[String(id)] = name;
  return names;
}

/** How an unavailable card is named on screen: its saved name, else 'Carta #<id>' (issue 14). */
export function nameUnavailableCard(entry: Pick<UnavailableDeckCard, 'id' | 'name'>): string {
  return entry.name ?? `Carta #${entry.id}`;
}

/** Copies of unavailable cards in a deck; they are not playable, so no deck total counts them. */
export function countUnavailableCopies(unavailable: readonly UnavailableDeckCard[]): number {
  return unavailable.reduce((total, entry) => total + entry.count, 0);
}

/** The deck without an unavailable card: the player chose to drop it (issue 14). */
export function removeUnavailableCard(
  deck: DeckCardsWithUnavailable,
  cardId: number,
): DeckCardsWithUnavailable {
  return { cards: deck.cards, unavailable: deck.unavailable.filter(({ id }) => id !== cardId) };
}
