import { useMemo } from 'react';
import type { Banlist } from '../../../domain/banlists/banlist';
import type { Card } from '../../../domain/cards/card';
import type { EditionBlocks } from '../../../domain/cards/edition-blocks';
import { indexCatalogue } from '../../../domain/decks/deck-import';
import {
  replaceUnavailableCard,
  suggestReplacement,
} from '../../../domain/decks/unavailable-card-replacement';
import {
  nameUnavailableCard,
  type DeckCardsWithUnavailable,
  type UnavailableDeckCard,
} from '../../../domain/decks/unavailable-cards';
import { notify } from '../../lib/notification-store';

const NO_SUGGESTIONS: ReadonlyMap<number, Card> = new Map();

/**
 * The closest current card by name for each unavailable card (issue 14). The catalogue's names
 * are indexed only while the deck holds an unavailable card.
 */
export function useReplacementSuggestions(
  unavailable: readonly UnavailableDeckCard[],
  cardsById: ReadonlyMap<number, Card>,
): ReadonlyMap<number, Card> {
  const hasUnavailable = unavailable.length > 0;
  const index = useMemo(
    () => (hasUnavailable ? indexCatalogue([...cardsById.values()]) : null),
    [hasUnavailable, cardsById],
  );
  return useMemo(() => {
    if (index === null) return NO_SUGGESTIONS;
    const suggestions = new Map<number, Card>();
    for (const entry of unavailable) {
      const card = suggestReplacement(entry, index);
      if (card !== null) suggestions.set(entry.id, card);
    }
    return suggestions;
  }, [index, unavailable]);
}

function describeCopies(count: number): string {
  return count === 1 ? '1 copia' : `${count} copias`;
}

/**
 * 'Cambiar por <nombre>': the deck with the replacement in place of every copy the format allows;
 * what it refuses is explained in the notification modal. Null when nothing could change.
 */
export function replaceDraftCard(
  deck: DeckCardsWithUnavailable,
  cardId: number,
  replacement: Card,
  banlist: Banlist,
  editionBlocks: EditionBlocks,
): DeckCardsWithUnavailable | null {
  const entry = deck.unavailable.find(({ id }) => id === cardId);
  if (entry === undefined) return null;
  const label = nameUnavailableCard(entry);
  const result = replaceUnavailableCard(deck, cardId, replacement, banlist, editionBlocks);
  if (!result.ok) {
    notify(`No se puede cambiar ${label} por ${replacement.nombre}: ${result.reason}.`);
    return null;
  }
  if (result.refused !== null) {
    notify(
      `Se cambió ${label} por ${describeCopies(result.added)} de ${replacement.nombre}. ` +
        `No se añadieron ${describeCopies(result.refused.count)}: ${result.refused.message}.`,
    );
  }
  return result.deck;
}
