import { z } from 'zod';
import { create } from 'zustand';
import { builtOnFirstUse } from '../../contract/built-on-first-use';
import type { Card } from '../../domain/cards/card';
import type { SavedDeck } from '../../domain/decks/deck';
import {
  listDeckCardIds,
  recordDeckCardNames,
  resolveDeckCardIds,
  type UnavailableDeckCard,
} from '../../domain/decks/unavailable-cards';
import { readStoredValue, writeStoredValue, type StorageRecovery } from './local-store';

/** localStorage key of the saved decks (SPEC §7 'Local storage'). */
export const SAVED_DECKS_STORAGE_KEY = 'savedDecks';

// A deck is stored with its cards as ids (repeats allowed), so that a card edited in the
// catalogue shows its current data when the deck loads, and with the name of each card, so that
// a card later removed from the catalogue is still shown by name (issue 14). Decks written by the
// spec's original app hold whole card objects; those are read too and keep their ids and names.
const storedCardSchema = builtOnFirstUse(() =>
  z.union([
    z
      .int()
      .positive()
      .transform((id) => ({ id, name: null })),
    z
      .looseObject({ id: z.coerce.number().int().positive(), nombre: z.unknown() })
      .transform((card) => ({
        id: card.id,
        name: typeof card.nombre === 'string' && card.nombre.trim() !== '' ? card.nombre : null,
      })),
  ]),
);

/**
 * A saved deck as kept in localStorage: card ids with repeats, and `names`, the name of each
 * card by id (missing in decks saved before names were kept).
 */
export interface StoredDeck {
  id: string;
  name: string;
  format: string;
  cards: number[];
  /** The side deck's card ids with repeats (issue 15); left out when the deck has none. */
  side?: number[];
  names?: Record<string, string>;
  /** When the deck was last saved (ISO date-time); missing in decks saved before it was kept. */
  savedAt?: string;
}

// A card id as a JSON object key; anything else in `names` is not a card's name.
const CARD_ID_KEY = /^[1-9]\d*$/u;

// Names are a help, never a reason to refuse a deck: a names map that does not fit is dropped.
const storedNamesSchema = builtOnFirstUse(() =>
  z.record(z.string(), z.string()).optional().catch(undefined),
);

const storedDeckSchema = builtOnFirstUse(() =>
  z
    .object({
      id: z.string().min(1),
      name: z.string(),
      format: z.string().min(1),
      cards: z.array(storedCardSchema.unwrap()),
      side: z.array(storedCardSchema.unwrap()).optional(),
      names: storedNamesSchema.unwrap(),
      // Like names, a help: a save time that does not read is dropped, never the deck.
      savedAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
    })
    .transform(({ cards, side = [], names, savedAt, ...deck }): StoredDeck => {
      const merged: Record<string, string> = {};
      for (const card of [...cards, ...side]) {
        if (card.name !== null) merged[String(card.id)] = card.name;
      }
      for (const [id, name] of Object.entries(names ?? {})) {
        if (CARD_ID_KEY.test(id)) merged[id] = name;
      }
      const read: StoredDeck = { ...deck, cards: cards.map((card) => card.id) };
      if (side.length > 0) read.side = side.map((card) => card.id);
      if (Object.keys(merged).length > 0) read.names = merged;
      if (savedAt !== undefined) read.savedAt = savedAt;
      return read;
    }),
);

const storedDecksSchema = builtOnFirstUse(() => z.array(storedDeckSchema.unwrap()));

/** A stored deck with its cards looked up in the catalogue; those no longer there are kept apart. */
export interface ResolvedDeck {
  deck: SavedDeck;
  unavailable: UnavailableDeckCard[];
}

/**
 * Looks a stored deck's card ids up in the current catalogue (issue 14: nothing is dropped). The
 * side deck's cards the catalogue lost are left out of `deck.side` and stay in the stored deck.
 */
export function resolveStoredDeck(
  stored: StoredDeck,
  cardsById: ReadonlyMap<number, Card>,
): ResolvedDeck {
  const { cards, unavailable } = resolveDeckCardIds(stored.cards, cardsById, stored.names);
  const side = resolveDeckCardIds(stored.side ?? [], cardsById, stored.names).cards;
  return {
    deck: {
      id: stored.id,
      name: stored.name,
      format: stored.format,
      cards,
      ...(side.length > 0 ? { side } : {}),
    },
    unavailable,
  };
}

/**
 * The stored form of a saved deck, with the cards the catalogue no longer has kept as data. The
 * side deck is stored as the builder holds it, by id (`sideIds`, those the catalogue lost too);
 * without them, as the deck's side cards.
 */
export function toStoredDeck(
  deck: SavedDeck,
  unavailable: readonly UnavailableDeckCard[] = [],
  sideIds: readonly number[] = (deck.side ?? []).map((card) => card.id),
): StoredDeck {
  const cards = { cards: deck.cards, unavailable: [...unavailable] };
  const names = {
    ...recordDeckCardNames({ cards: deck.side ?? [], unavailable: [] }),
    ...recordDeckCardNames(cards),
  };
  return {
    id: deck.id,
    name: deck.name,
    format: deck.format,
    cards: listDeckCardIds(cards),
    ...(sideIds.length > 0 ? { side: [...sideIds] } : {}),
    names,
  };
}

// Decks get their id from the time they were first saved (SPEC §3 'timestamp string if new').
const TIMESTAMP_ID = /^\d{12,14}$/u;

/**
 * When a stored deck was last saved: its save time, or, for a deck saved before that was kept,
 * the time of its first save that a timestamp id holds; null when neither says.
 */
export function readDeckSaveTime(deck: StoredDeck): string | null {
  if (deck.savedAt !== undefined) return deck.savedAt;
  return TIMESTAMP_ID.test(deck.id) ? new Date(Number(deck.id)).toISOString() : null;
}

interface SavedDecksState {
  decks: StoredDeck[];
  /** Set once when stored data was unreadable and was kept in a backup key. */
  recovery: StorageRecovery | null;
  /**
   * Creates the deck, or replaces the one with the same id (SPEC §4 'Saving'); the cards the
   * catalogue no longer has are stored with it.
   */
  saveDeck: (
    deck: SavedDeck,
    unavailable?: readonly UnavailableDeckCard[],
    sideIds?: readonly number[],
  ) => void;
  deleteDeck: (id: string) => void;
  renameDeck: (id: string, name: string) => void;
  /** Writes decks as the account holds them (issue 16): replaced in place, or added. */
  putDecks: (decks: readonly StoredDeck[]) => void;
  /** Takes decks out of this browser (in 'Papelera' elsewhere, or purged from the account). */
  removeDecks: (ids: readonly string[]) => void;
  /** Gives a deck a new id (its id was taken on another account). */
  changeDeckId: (from: string, to: string) => void;
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
  saveDeck: (deck, unavailable, sideIds) => {
    const stored = {
      ...toStoredDeck(deck, unavailable, sideIds),
      savedAt: new Date().toISOString(),
    };
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
  putDecks: (incoming) => {
    if (incoming.length === 0) return;
    const byId = new Map(incoming.map((deck) => [deck.id, deck]));
    const current = get().decks;
    const decks = current.map((deck) => byId.get(deck.id) ?? deck);
    const known = new Set(current.map((deck) => deck.id));
    decks.push(...incoming.filter((deck) => !known.has(deck.id)));
    persist(decks);
    set({ decks });
  },
  removeDecks: (ids) => {
    const removed = new Set(ids);
    if (!get().decks.some((deck) => removed.has(deck.id))) return;
    const decks = get().decks.filter((deck) => !removed.has(deck.id));
    persist(decks);
    set({ decks });
  },
  changeDeckId: (from, to) => {
    const decks = get().decks.map((deck) => (deck.id === from ? { ...deck, id: to } : deck));
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
