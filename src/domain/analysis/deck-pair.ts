/** The two decks compared side by side; null where a panel has no deck. */
export interface DeckPair {
  first: string | null;
  second: string | null;
}

export type DeckSlot = keyof DeckPair;

/**
 * What a link asks for in one slot: a deck id, NO_DECK for a panel left empty on purpose, or
 * null when the link says nothing (then the slot is preselected).
 */
export type RequestedDeck = string | null;

/** Requested for a panel the user emptied, so a reload keeps it empty rather than preselecting. */
export const NO_DECK = '';

function pickKnown(requested: RequestedDeck, deckIds: readonly string[]): string | null {
  return requested !== null && deckIds.includes(requested) ? requested : null;
}

/**
 * The pair shown (SPEC §2 'Deck analysis'): each slot keeps the saved deck it asks for; a slot
 * that asks for nothing, for an unknown deck or for the deck already in the first slot gets the
 * first saved deck not yet shown, so with no request the first two saved decks are preselected.
 */
export function resolveDeckPair(
  deckIds: readonly string[],
  requested: { first: RequestedDeck; second: RequestedDeck },
): DeckPair {
  const knownFirst = pickKnown(requested.first, deckIds);
  const knownSecond = pickKnown(requested.second, deckIds);
  const isSecondKept = knownSecond !== null && knownSecond !== knownFirst;
  const taken = new Set([knownFirst, isSecondKept ? knownSecond : null]);
  const nextFree = (): string | null => {
    const free = deckIds.find((id) => !taken.has(id)) ?? null;
    taken.add(free);
    return free;
  };
  const first = knownFirst ?? (requested.first === NO_DECK ? null : nextFree());
  const second = isSecondKept ? knownSecond : requested.second === NO_DECK ? null : nextFree();
  return { first, second };
}

/**
 * Picks a deck for one slot (SPEC §2): choosing the deck already shown in the other slot swaps
 * the two, so the same deck is never compared with itself.
 */
export function chooseDeckInSlot(pair: DeckPair, slot: DeckSlot, deckId: string | null): DeckPair {
  const other: DeckSlot = slot === 'first' ? 'second' : 'first';
  if (deckId !== null && pair[other] === deckId) {
    return { ...pair, [slot]: deckId, [other]: pair[slot] };
  }
  return { ...pair, [slot]: deckId };
}
