import type { AccountDeck } from '../../../contract/account-decks';
import { toCardIds, toDeckEntries, type DeckContent } from '../../../domain/decks/deck-content';
import type { ServerDeckSnapshot } from '../../../domain/decks/deck-sync-queue';
import type { StoredDeck } from '../saved-decks-store';

/** A deck of the account as the sync queue knows it. */
export function toServerDeckSnapshot(deck: AccountDeck): ServerDeckSnapshot {
  return {
    id: deck.id,
    version: deck.version,
    content: { name: deck.name, format: deck.format, cards: deck.cards, side: deck.side },
    deletedAt: deck.deletedAt,
    updatedAt: deck.updatedAt,
  };
}

/** What a deck saved in this browser holds, as one save on the account. */
export function readStoredDeckContent(deck: StoredDeck): DeckContent {
  return {
    name: deck.name,
    format: deck.format,
    cards: toDeckEntries(deck.cards),
    side: toDeckEntries(deck.side ?? []),
  };
}

/**
 * A deck of the account written into this browser. The names this browser knew of its cards are
 * kept, so cards the catalogue lost still show by name.
 */
export function storedDeckFromContent(
  id: string,
  content: DeckContent,
  savedAt: string,
  previous?: StoredDeck,
): StoredDeck {
  const side = toCardIds(content.side);
  return {
    id,
    name: content.name,
    format: content.format,
    cards: toCardIds(content.cards),
    ...(side.length > 0 ? { side } : {}),
    ...(previous?.names === undefined ? {} : { names: previous.names }),
    savedAt,
  };
}
