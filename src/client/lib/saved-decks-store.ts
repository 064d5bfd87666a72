import { z } from 'zod';
import { create } from 'zustand';
import type { Card } from '../../domain/cards/card';
import type { SavedDeck } from '../../domain/decks/deck';
import { readStoredValue, writeStoredValue, type StorageRecovery } from './local-store';

/** localStorage key of the saved decks (SPEC §7 'Local storage'). */
export const SAVED_DECKS_STORAGE_KEY = 'savedDecks';

// A deck is stored with its cards as ids (repeats allowed), so that a card edited in the
// catalogue shows its current data when the deck loads. Decks written by the spec's original app
// hold whole card objects; those are read too and keep their ids.
const storedCardSchema = z.union([
  z.int().positive(),
  z.looseObject({ id: z.coerce.number().int().positive() }).transform((card) => card.id),
]);

const storedDeckSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  format: z.string().min(1),
  cards: z.array(storedCardSchema),
});

/** A saved deck as kept in localStorage: card ids with repeats. */
export type StoredDeck = z.output<typeof storedDeckSchema>;

const storedDecksSchema = z.array(storedDeckSchema);

/** A stored deck with its cards looked up in the catalogue; ids no longer there are listed. */
export interface ResolvedDeck {
  deck: SavedDeck;
  missingCardIds: number[];
}

/** Looks a stored deck's card ids up in the current catalogue. */
export function resolveStoredDeck(
  stored: StoredDeck,
  cardsById: ReadonlyMap<number, Card>,
): ResolvedDeck {
  const cards: Card[] = [];
  const missingCardIds: number[] = [];
  for (const id of stored.cards) {
    const card = cardsById.get(id);
    if (card) cards.push(card);
    else if (!missingCardIds.includes(id)) missingCardIds.push(id);
  }
  return {
    deck: { id: stored.id, name: stored.name, format: stored.format, cards },
    missingCardIds,
  };
}

/** The stored form of a saved deck. */
export function toStoredDeck(deck: SavedDeck): StoredDeck {
  return { id: deck.id, name: deck.name, format: deck.format, cards: deck.cards.map((c) => c.id) };
}

interface SavedDecksState {
  decks: StoredDeck[];
  /** Set once when stored data was unreadable and was kept in a backup key. */
  recovery: StorageRecovery | null;
  /** Creates the deck, or replaces the one with the same id (SPEC §4 'Saving'). */
  saveDeck: (deck: SavedDeck) => void;
  deleteDeck: (id: string) => void;
  renameDeck: (id: string, name: string) => void;
  dismissRecovery: () => void;
  /** Reads `savedDecks` again, e.g. after another tab changed it. */
  reloadFromStorage: () => void;
}

function readSavedDecks(): Pick<SavedDecksState, 'decks' | 'recovery'> {
  const read = readStoredValue(localStorage, SAVED_DECKS_STORAGE_KEY, storedDecksSchema, () => []);
  return { decks: read.value, recovery: read.recovery };
}

function persist(decks: StoredDeck[]): void {
  writeStoredValue(localStorage, SAVED_DECKS_STORAGE_KEY, decks);
}

/**
 * Saved decks, in localStorage under `savedDecks`. Corrupt or foreign data is copied to a backup
 * key and reported once through `recovery`, never silently overwritten.
 */
export const useSavedDecksStore = create<SavedDecksState>()((set, get) => ({
  ...readSavedDecks(),
  saveDeck: (deck) => {
    const stored = toStoredDeck(deck);
    const current = get().decks;
    const decks = current.some((d) => d.id === stored.id)
      ? current.map((d) => (d.id === stored.id ? stored : d))
      : [...current, stored];
    persist(decks);
    set({ decks });
  },
  deleteDeck: (id) => {
    const decks = get().decks.filter((d) => d.id !== id);
    persist(decks);
    set({ decks });
  },
  renameDeck: (id, name) => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    const decks = get().decks.map((d) => (d.id === id ? { ...d, name: trimmed } : d));
    persist(decks);
    set({ decks });
  },
  dismissRecovery: () => set({ recovery: null }),
  reloadFromStorage: () => {
    const read = readSavedDecks();
    // A recovery not yet reported is kept; a clean read must not hide it.
    set({ decks: read.decks, recovery: read.recovery ?? get().recovery });
  },
}));
